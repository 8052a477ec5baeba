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
 *
 * A page whose chunk scripts left the HTML lists them in data-chunks: the loader then waits for
 * the first contentful paint (a 'paint' PerformanceObserver, whose callback is a task after the
 * paint; where the browser has no such entry, a message posted from the next animation frame),
 * adds the chunks and fetches the payload. No timer in between: a page whose clock stands still
 * (the intro's specs stop it) hydrates all the same. A hidden page paints nothing, so it starts
 * at once, and nothing waits longer than three seconds.
 */
export const FLIGHT_LOADER_SOURCE = `(function () {
  var script = document.currentScript;
  var url = script && script.getAttribute('data-flight');
  if (!url) return;
  var chunks = (script.getAttribute('data-chunks') || '').split(' ').filter(Boolean);
  var parsed = new Promise(function (resolve) {
    if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', resolve);
    else resolve();
  });
  var started = false;
  function start() {
    if (started) return;
    started = true;
    for (var i = 0; i < chunks.length; i++) {
      var tag = document.createElement('script');
      tag.src = chunks[i];
      tag.async = true;
      document.head.appendChild(tag);
    }
    fetch(url, { priority: chunks.length ? 'auto' : 'low' })
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
  }
  if (!chunks.length || document.visibilityState === 'hidden') return start();
  var types = (self.PerformanceObserver && PerformanceObserver.supportedEntryTypes) || [];
  if (types.indexOf('paint') >= 0)
    new PerformanceObserver(function (list, observer) {
      if (!list.getEntriesByName('first-contentful-paint').length) return;
      observer.disconnect();
      start();
    }).observe({ type: 'paint', buffered: true });
  else
    requestAnimationFrame(function () {
      var channel = new MessageChannel();
      channel.port1.onmessage = start;
      channel.port2.postMessage(0);
    });
  setTimeout(start, 3000);
})();
`;

/** Where the loader goes in the export: under _next/static/, cached for good, so named by its content. */
export function flightLoaderFile(source = FLIGHT_LOADER_SOURCE): string {
  const hash = createHash('sha256').update(source).digest('hex').slice(0, 12);
  return `_next/static/site/flight-loader-${hash}.js`;
}
