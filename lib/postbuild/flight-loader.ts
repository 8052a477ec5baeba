import { createHash } from 'node:crypto';

/**
 * The script that gives Next its router payload back (flight-payload.ts): it fetches the page's
 * payload file (named by its data-flight attribute), waits for the parsed document, pushes the
 * flight segments into `self.__next_f` and then Turbopack's runtime entry, which starts the app.
 * An external file, so the page's CSP needs no hash for it. When the fetch fails the page stays
 * as the server rendered it, without hydration, and nothing is thrown.
 *
 * Waiting for the parsed document keeps the start where Next's own bootstrap script had it, at
 * the end of the body: React hydrates the whole document and must not see half of it.
 */
export const FLIGHT_LOADER_SOURCE = `(function () {
  var script = document.currentScript;
  var url = script && script.getAttribute('data-flight');
  if (!url) return;
  var parsed = new Promise(function (resolve) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
    else resolve();
  });
  fetch(url, { priority: 'low' })
    .then(function (response) {
      if (!response.ok) throw new Error('payload ' + response.status);
      return response.json();
    })
    .then(function (payload) {
      return parsed.then(function () {
        var flight = (self.__next_f = self.__next_f || []);
        for (var i = 0; i < payload.flight.length; i++) flight.push(payload.flight[i]);
        (globalThis.TURBOPACK = globalThis.TURBOPACK || []).push(payload.runtime);
      });
    })
    .catch(function () {});
})();
`;

/** Where the loader goes in the export: under _next/static/, cached for good, so named by its content. */
export function flightLoaderFile(source = FLIGHT_LOADER_SOURCE): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return `_next/static/site/flight-loader-${hash}.js`;
}
