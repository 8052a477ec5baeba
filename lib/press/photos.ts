import type { WinnerCategoryKey } from '../content/awards-schema';
import type { GalleryPhoto } from '../content/editorial-schema';
import type { Edition } from '../editions/edition';

/**
 * The press photos of an edition: for the current edition the gallery page's ceremony photos,
 * for every edition the covers of its winners' reports (each company once, however many awards).
 * Pure: the texts and the files' measurements come in as arguments.
 */

/** A full-resolution file's measurements; undefined where the file has not been generated. */
export interface PhotoFile {
  width: number;
  height: number;
  bytes: number;
}

export interface PressPhoto {
  kind: 'ceremony' | 'cover';
  /** The full-resolution JPEG, root-relative (/globalassets/…). */
  src: string;
  /** The name of the download and of the photo in the edition's ZIP. */
  fileName: string;
  /** HTML (a gallery caption may have inline markup): sanitise wherever it is shown. */
  caption: string;
  alt: string;
  credit: string;
  file?: PhotoFile;
  /** A cover's participant. */
  ref?: string;
}

/** A winner of the edition, with every award it won (place 1 first within a category). */
export interface CoverWinner {
  ref: string;
  name: string;
  awards: { category: WinnerCategoryKey; place: number }[];
}

/** What a winner's cover says, in the page's language (lib/press/texts). */
export interface CoverTexts {
  caption: string;
  alt: string;
  credit: string;
}

export interface PressPhotoOptions {
  /** Whether the edition is the current one: only it has the gallery's ceremony photos. */
  current: boolean;
  /** The gallery page's photos in the page's language; only read for the current edition. */
  gallery: readonly GalleryPhoto[];
  coverTexts: (winner: CoverWinner, edition: Pick<Edition, 'year'>) => CoverTexts;
  /** The measurements of the file behind a root-relative URL, when it exists. */
  measure: (src: string) => PhotoFile | undefined;
}

export interface EditionPressPhotos {
  year: number;
  /** Whether the ceremony photos are in the list (the current edition with a gallery). */
  hasGallery: boolean;
  photos: PressPhoto[];
}

/** The root-relative URL of a winner's cover (scripts/generate-media.ts writes it at 900 × 1200 px). */
export function coverSrc(ref: string, year: number): string {
  return `/globalassets/participants/${year}/${encodeURIComponent(ref)}.jpg`;
}

/** Every company that won in one of the edition's four categories, in the categories' order. */
export function coverWinners(edition: Pick<Edition, 'awards' | 'byRef'>): CoverWinner[] {
  const winners = new Map<string, CoverWinner>();
  for (const { key, winners: refs } of edition.awards.winnerCategories) {
    refs.forEach((ref, index) => {
      const name = edition.byRef.get(ref)?.name ?? ref;
      const winner = winners.get(ref) ?? { ref, name, awards: [] };
      winner.awards.push({ category: key, place: index + 1 });
      winners.set(ref, winner);
    });
  }
  return [...winners.values()];
}

/** The last segment of a URL without its extension, as a file name part ("preisverleihung-buehne"). */
function baseName(src: string): string {
  const last = src.split(/[?#]/)[0]!.split('/').pop() ?? '';
  let decoded = last;
  try {
    decoded = decodeURIComponent(last);
  } catch {
    // kept as written
  }
  const slug = decoded
    .replace(/\.[a-z0-9]+$/i, '')
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return slug || 'bild';
}

/** A download name: "rating-2026-preisverleihung-buehne.jpg"; a second use of a name gets "-2". */
function uniqueName(taken: Set<string>, stem: string): string {
  let name = `${stem}.jpg`;
  for (let n = 2; taken.has(name); n += 1) name = `${stem}-${n}.jpg`;
  taken.add(name);
  return name;
}

/**
 * Only the site's own JPEGs are press photos: the downloads say "JPEG", and the ZIP holds the files
 * as they are published.
 */
const isOwnJpeg = (src: string) => src.startsWith('/globalassets/') && /\.jpe?g$/i.test(src.split(/[?#]/)[0]!);

export function editionPressPhotos(
  edition: Pick<Edition, 'year' | 'awards' | 'byRef'>,
  options: PressPhotoOptions,
): EditionPressPhotos {
  const { year } = edition;
  const taken = new Set<string>();
  const ceremony: PressPhoto[] = options.current
    ? options.gallery
        .filter((photo) => isOwnJpeg(photo.src))
        .map((photo) => ({
          kind: 'ceremony' as const,
          src: photo.src,
          fileName: uniqueName(taken, `rating-${year}-${baseName(photo.src)}`),
          caption: photo.caption ?? '',
          alt: photo.altText,
          credit: photo.credit,
          file: options.measure(photo.src),
        }))
    : [];
  const covers: PressPhoto[] = coverWinners(edition).map((winner) => {
    const src = coverSrc(winner.ref, year);
    const texts = options.coverTexts(winner, edition);
    return {
      kind: 'cover' as const,
      ref: winner.ref,
      src,
      fileName: uniqueName(taken, `rating-${year}-bericht-${baseName(src)}`),
      caption: texts.caption,
      alt: texts.alt,
      credit: texts.credit,
      file: options.measure(src),
    };
  });
  return { year, hasGallery: ceremony.length > 0, photos: [...ceremony, ...covers] };
}
