// Jest transform: TypeScript → CommonJS with esbuild (fast, and no native binaries beyond esbuild's own).
const { transformSync } = require('esbuild');
const { createHash } = require('node:crypto');

module.exports = {
  process(source, filename) {
    const result = transformSync(source, {
      loader: /\.tsx?$/.test(filename) ? 'ts' : 'js',
      format: 'cjs',
      target: 'node20',
      sourcemap: 'inline',
      sourcefile: filename,
      keepNames: true,
    });
    return { code: result.code };
  },
  getCacheKey(source, filename) {
    return createHash('sha1').update(source).update(filename).update('esbuild-1').digest('hex');
  },
};
