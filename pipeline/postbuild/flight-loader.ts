import { createHash } from 'node:crypto';

/**
 * Gives Next its router payload back: fetches the payload file (data-flight), waits for the parsed
 * document (React hydrates the whole document and must not see half of it), pushes the flight
 * segments into `self.__next_f`, then Turbopack's runtime entry, which starts the app. External,
 * so the CSP needs no hash. When the fetch fails the page stays as rendered, without hydration.
 *
 * With data-chunks it first waits for the first contentful paint (a 'paint' PerformanceObserver;
 * without one, a message posted from the next animation frame), then adds the chunks. No timer in
 * between, so a page whose clock stands still hydrates all the same; a hidden page starts at
 * once, and nothing waits longer than three seconds.
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
