/**
 * google.script.run's serialisation: parameters and return values may be primitives, null, and arrays and
 * plain objects made of them. Dates, functions and other objects are refused, as Apps Script refuses them.
 */
export function checkLegal(value: unknown, path: string): void {
  if (value === null || value === undefined) return;
  const t = typeof value;
  if (t === 'string' || t === 'number' || t === 'boolean') return;
  if (t === 'function') throw new Error(`Failed due to illegal value in property: ${path}`);
  if (Array.isArray(value)) {
    value.forEach((v, i) => checkLegal(v, `${path}.${i}`));
    return;
  }
  if (t === 'object') {
    const tag = Object.prototype.toString.call(value);
    if (tag !== '[object Object]') throw new Error(`Failed due to illegal value in property: ${path}`);
    for (const [k, v] of Object.entries(value as Record<string, unknown>)) checkLegal(v, path ? `${path}.${k}` : k);
    return;
  }
  throw new Error(`Failed due to illegal value in property: ${path}`);
}

/** The google.script.run stand-in injected into the sidebar page: it posts each call to the preview server. */
export const SCRIPT_RUN_SHIM = String.raw`
(function () {
  function legal(value, path) {
    if (value === null || value === undefined) return;
    var t = typeof value;
    if (t === 'string' || t === 'number' || t === 'boolean') return;
    if (t === 'function' || Object.prototype.toString.call(value) === '[object Date]') throw new Error('Failed due to illegal value in property: ' + path);
    if (Array.isArray(value)) { value.forEach(function (v, i) { legal(v, path + '.' + i); }); return; }
    if (t === 'object') { Object.keys(value).forEach(function (k) { legal(value[k], path ? path + '.' + k : k); }); return; }
    throw new Error('Failed due to illegal value in property: ' + path);
  }
  function runner(h) {
    return new Proxy({}, {
      get: function (_, prop) {
        if (prop === 'withSuccessHandler') return function (fn) { return runner(Object.assign({}, h, { ok: fn })); };
        if (prop === 'withFailureHandler') return function (fn) { return runner(Object.assign({}, h, { fail: fn })); };
        if (prop === 'withUserObject') return function (o) { return runner(Object.assign({}, h, { user: o })); };
        return function () {
          var args = Array.prototype.slice.call(arguments);
          var fail = function (message) { if (h.fail) h.fail(new Error(message), h.user); else console.error(message); };
          try { args.forEach(function (a, i) { legal(a, String(i)); }); } catch (e) { setTimeout(function () { fail(e.message); }); return; }
          fetch('/api/run', { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ name: String(prop), args: args }) })
            .then(function (r) { return r.json(); })
            .then(function (res) {
              try { window.parent.postMessage({ type: 'workbook-changed' }, '*'); } catch (e) {}
              if (res.ok) { if (h.ok) h.ok(res.value, h.user); } else fail(res.error);
            })
            .catch(function (e) { fail(String(e && e.message || e)); });
        };
      }
    });
  }
  window.google = { script: { run: runner({}), host: { close: function () {}, editor: { focus: function () {} } } } };
})();
`;
