import { isBadgeFile } from '../../lib/badge/paths';
import { headerPolicy } from './csp';

/**
 * Security headers for every response of the site, shared by the bundled server
 * (pipeline/server/static-server.ts) and the deployment configurations, so they cannot drift apart.
 */
export function securityHeaders(): Record<string, string> {
  return {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
    // The site uses none of these; deny them to the page and to anything it might embed.
    'Permissions-Policy':
      'accelerometer=(), camera=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=()',
    'Content-Security-Policy': headerPolicy(),
    // For browsers that predate frame-ancestors.
    'X-Frame-Options': 'DENY',
    'Cross-Origin-Opener-Policy': 'same-origin',
  };
}

/** A badge's own policy: an SVG opened alone is a document, and this one needs nothing. */
export const BADGE_POLICY = "default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'";

/** What a badge's headers change of the site's: its own policy, CORP cross-origin for sites that isolate themselves. */
export const BADGE_OWN_HEADERS = {
  'Content-Security-Policy': BADGE_POLICY,
  'Cross-Origin-Resource-Policy': 'cross-origin',
};

export function badgeHeaders(): Record<string, string> {
  return { ...securityHeaders(), ...BADGE_OWN_HEADERS };
}

/** The security headers of a served file (relative to out/); a not-found answer gets the site's. */
export function headersFor(file: string): Record<string, string> {
  return isBadgeFile(file) ? badgeHeaders() : securityHeaders();
}
