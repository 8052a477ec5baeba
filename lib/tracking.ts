import { gtmScriptUrl, pageviewEvent } from './analytics';

/** Analytics in the browser: Google Tag Manager and a pageview per navigation, nothing before startTracking. */
type DataLayer = Record<string, unknown>[];
declare global {
  interface Window {
    dataLayer?: DataLayer;
  }
}

let started = false;

export function startTracking(gtmId: string | null): void {
  if (started || !gtmId) return;
  started = true;
  (window.dataLayer ??= []).push({ 'gtm.start': Date.now(), event: 'gtm.js' });
  const script = document.createElement('script');
  script.async = true;
  script.src = gtmScriptUrl(gtmId);
  document.head.appendChild(script);
  trackPageview(window.location.href);
}

export function trackPageview(url: string): void {
  if (!started) return;
  (window.dataLayer ??= []).push({ ...pageviewEvent(url) });
}
