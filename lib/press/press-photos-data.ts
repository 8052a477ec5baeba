import { loadContent } from '../content/load';
import type { Edition } from '../editions/edition';
import type { Locale } from '../i18n/locales';
import { PRESS_LOGOS, pressZipPath, type PressLogo } from './kit';
import { fileBytes, measurePhoto } from './measure';
import { editionPressPhotos, type EditionPressPhotos } from './photos';
import { coverTextsIn } from './texts';

/** What components/press/PressPhotos shows for one edition, in one language. */
export interface PressPhotosData extends EditionPressPhotos {
  /** The edition's ZIP: every photo, the logos and credits.txt; `bytes` once the media step wrote it. */
  zip: { url: string; files: number; bytes?: number };
  logos: readonly PressLogo[];
}

/**
 * Server only, at build: an edition's press photos with their files' sizes, read from public/
 * (written by the media step before the pages). The current edition by default.
 */
export function loadPressPhotos(locale: Locale, edition: Edition = loadContent().current): PressPhotosData {
  const { current, messages } = loadContent();
  const photos = editionPressPhotos(edition, {
    current: edition.year === current.year,
    gallery: messages[locale].pages.gallery.gallery ?? [],
    coverTexts: coverTextsIn(locale, messages[locale], edition),
    measure: (src) => measurePhoto(src),
  });
  const url = pressZipPath(edition.year);
  // The credits file, the photos and each logo as SVG and PNG (pipeline/media/press-kit.ts).
  const files = 1 + photos.photos.length + PRESS_LOGOS.length * 2;
  return { ...photos, zip: { url, files, bytes: fileBytes(url) }, logos: PRESS_LOGOS };
}
