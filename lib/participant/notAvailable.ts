import { localeHref, parseLocalePath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { routes } from '../routes';

/**
 * The browser's side of a missing participant: log "Participant not available." and go to the
 * 404 page of the page's language. Static pages exist only for known refs; this catches a page
 * that arrives under an address naming another participant (a stale copy, a host answering
 * unknown paths with some other page).
 */
export const PARTICIPANT_NOT_AVAILABLE = 'Participant not available.';

export function participantNotAvailable(locale: Locale, location: Pick<Location, 'replace'> = window.location): void {
  console.error(PARTICIPANT_NOT_AVAILABLE);
  // replace(): the back button should not return to an address that only leads here again.
  location.replace(localeHref(locale, routes.notFound.path));
}

/** The participant ref a page address names ("/en/teilnehmer/sika" → "sika"); null for other pages. */
export function participantRefFromPath(pathname: string): string | null {
  const { path } = parseLocalePath(pathname);
  const prefix = `${routes.participant.path}/`;
  if (!path.startsWith(prefix)) return null;
  const rest = path.slice(prefix.length);
  if (!rest || rest.includes('/')) return null;
  try {
    return decodeURIComponent(rest);
  } catch {
    return rest;
  }
}
