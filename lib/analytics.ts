/** Google Tag Manager: container ID check, script URL and the pageview event. */
const GTM_ID = /^GTM-[A-Z0-9]{1,12}$/;

/** A configured container ID, or null when unset or malformed (then no tag is loaded at all). */
export function parseGtmId(value: string | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed && GTM_ID.test(trimmed) ? trimmed : null;
}

export function gtmScriptUrl(id: string): string {
  return `https://www.googletagmanager.com/gtm.js?id=${encodeURIComponent(id)}`;
}

export function pageviewEvent(url: string) {
  return { event: 'pageview' as const, page: url };
}
