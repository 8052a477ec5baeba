import { localeHref, parseLocalePath } from '../i18n/paths';
import type { Locale } from '../i18n/locales';
import { routes } from '../routes';

/**
 * The browser's side of a missing participant (spec section 8): log "Participant not available."
 * and go to the 404 page of the page's language.
 *
 * Where this applies: participant pages are static and exist only for known refs, and the server
 * answers any other /teilnehmer/{ref} with the 404 page itself. The browser needs this path when
 * a page arrives under an address that names another participant (a stale or cached copy, a host
 * that answers unknown paths with some other page) — the category island on every participant
 * page checks that on hydration.
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
