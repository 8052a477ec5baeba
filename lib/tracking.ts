import { gtmScriptUrl, pageviewEvent } from './analytics';

/**
 * Browser side of analytics: loads Google Tag Manager once consent is given and pushes a
 * pageview per navigation. Nothing here runs, and no request leaves, before startTracking.
 */
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
  const dataLayer = (window.dataLayer = window.dataLayer ?? []);
  dataLayer.push({ 'gtm.start': Date.now(), event: 'gtm.js' });
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
