/**
 * Reading what a TD pastes into the sidebar: one item per line, fields separated by tabs (cells copied from
 * a sheet), commas or semicolons. Errors name the line.
 */
export function lines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter((l) => l !== '');
}

export function fields(line: string): string[] {
  const sep = line.includes('\t') ? '\t' : line.includes(';') ? ';' : ',';
  return line.split(sep).map((f) => f.trim());
}

/** Optional number field: blank → undefined; otherwise a number or an error naming the line and field. */
export function optionalNumber(value: string | undefined, what: string, lineNo: number): number | undefined {
  if (value === undefined || value.trim() === '') return undefined;
  const n = Number(value.replace(',', '.'));
  if (!Number.isFinite(n)) throw new Error(`Line ${lineNo}: ${what} "${value}" is not a number`);
  return n;
}
