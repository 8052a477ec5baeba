import { assetUrl, participantImagePath, participantPdfPath } from './assets';
import { parseGtmId } from './analytics';
import packageJson from '../package.json';

/** Build-time configuration from the environment (.env.example); NEXT_PUBLIC_ values are inlined at build. */
export const config = {
  storageBaseUrl: process.env.NEXT_PUBLIC_STORAGE_BASE_URL ?? '',
  mediaToken: process.env.NEXT_PUBLIC_MEDIA_TOKEN || 'globalassets/participants/',
  gtmId: parseGtmId(process.env.NEXT_PUBLIC_GTM_ID),
  siteUrl: (process.env.NEXT_PUBLIC_SITE_URL || 'http://localhost:3000').replace(/\/+$/, ''),
  /** The site's version (CHANGELOG.md), hidden in every page's footer. */
  appVersion: packageJson.version,
};

export function siteAsset(path: string): string {
  return assetUrl(path, config.storageBaseUrl);
}

/** The cover of a participant's report in an edition. */
export function participantImage(ref: string, year: number): string {
  return siteAsset(participantImagePath(config.mediaToken, ref, year));
}

/** The result PDF of a participant in an edition. */
export function participantPdf(ref: string, year: number): string {
  return siteAsset(participantPdfPath(config.mediaToken, ref, year));
}
