/**
 * The press kit in public/presse/ (lib/press/kit.ts): the programme's logo for light and dark
 * backgrounds as SVG and PNG, and per edition a ZIP of its press photos at full resolution
 * (lib/press/photos.ts), the logos and credits.txt, which lists every file with its caption and
 * credit in both languages. Runs after the covers and the editors' media are published: the ZIPs
 * hold those files as published. The same inputs give the same bytes: fixed modification times,
 * entries in a fixed order, JPEGs and PNGs stored as they are, text deflated.
 */
import fs from 'node:fs';
import sharp from 'sharp';
import { strToU8, zipSync, type Zippable } from 'fflate';
import { createTranslator } from 'next-intl';
import type { Messages } from '../../lib/content/message-schema';
import type { Edition } from '../../lib/editions/edition';
import { localeCodes, type Locale } from '../../lib/i18n/locales';
import { CREDITS_FILE, LOGO_PNG_SIZE, PRESS_LOGOS, logoSvg, pressZipPath } from '../../lib/press/kit';
import { jpegSize } from '../../lib/images/jpeg-size';
import { publicFile } from '../../lib/press/measure';
import { editionPressPhotos, type PressPhoto } from '../../lib/press/photos';
import { plainText } from '../../lib/press/plain-text';
import { coverTextsIn } from '../../lib/press/texts';
import { hash, type Produce } from './produce';

/** Bump when the logo's drawing or the ZIP's layout changes. */
const DESIGN = 1;

/** One file of a ZIP: its name in the archive and its bytes. */
export interface ZipEntry {
  name: string;
  bytes: Uint8Array;
}

/**
 * A ZIP of the entries in their order, every entry dated 1 January of `year` at midnight: a local
 * date, because ZIP stores local time (fflate reads it with the local getters), so the bytes do
 * not depend on the machine's time zone. Images are stored (JPEG and PNG are compressed already).
 */
export function pressZip(entries: readonly ZipEntry[], year: number): Uint8Array {
  const mtime = new Date(year, 0, 1, 0, 0, 0);
  const files: Zippable = {};
  for (const { name, bytes } of entries) {
    if (name in files) throw new Error(`${name} twice in the ZIP`);
    const stored = /\.(jpe?g|png)$/i.test(name);
    files[name] = [bytes, { level: stored ? 0 : 9, mtime }];
  }
  return zipSync(files);
}

/** A photo's lines in both languages, paired by position (the galleries list them at the same place). */
export interface CreditsPhoto {
  fileName: string;
  width?: number;
  height?: number;
  /** Caption and credit by language; a credit that is the same in both is written once. */
  texts: Record<Locale, { caption: string; credit: string }>;
}

export interface CreditsTexts {
  title: string;
  usage: string;
  logos: string;
}

/** credits.txt: a head in every language, then each photo and the logos; CRLF lines, for every editor. */
export function creditsText(
  photos: readonly CreditsPhoto[],
  logoFiles: readonly string[],
  texts: Record<Locale, CreditsTexts>,
): string {
  const lines: string[] = [];
  for (const locale of localeCodes) lines.push(texts[locale].title);
  lines.push('');
  for (const locale of localeCodes) lines.push(texts[locale].usage);
  for (const photo of photos) {
    lines.push(
      '',
      photo.width && photo.height ? `${photo.fileName} (${photo.width} × ${photo.height} px)` : photo.fileName,
    );
    for (const locale of localeCodes) if (photo.texts[locale].caption) lines.push(`  ${photo.texts[locale].caption}`);
    const credits = [...new Set(localeCodes.map((locale) => photo.texts[locale].credit))];
    for (const credit of credits) lines.push(`  ${credit}`);
  }
  lines.push('', localeCodes.map((locale) => texts[locale].logos).join(' / '));
  for (const file of logoFiles) lines.push(`  ${file}`);
  return `${lines.join('\r\n')}\r\n`;
}

/** The logos' files: name in public/ (under presse/) and bytes. */
async function logoFiles(): Promise<{ url: string; bytes: Buffer }[]> {
  const files: { url: string; bytes: Buffer }[] = [];
  for (const logo of PRESS_LOGOS) {
    const svg = Buffer.from(logoSvg(logo.colour));
    const png = await sharp(svg, { density: 300 })
      .resize(LOGO_PNG_SIZE, LOGO_PNG_SIZE)
      .png({ compressionLevel: 9 })
      .toBuffer();
    files.push({ url: logo.svg, bytes: svg }, { url: logo.png, bytes: png });
  }
  return files;
}

const fileName = (url: string) => url.split('/').pop()!;

/** Each edition's press photos in every language, paired by position. */
function photosByLocale(edition: Edition, currentYear: number, messages: Record<Locale, Messages>) {
  const byLocale = localeCodes.map(
    (locale) =>
      editionPressPhotos(edition, {
        current: edition.year === currentYear,
        gallery: messages[locale].pages.gallery.gallery ?? [],
        coverTexts: coverTextsIn(locale, messages[locale], edition),
        measure: () => undefined,
      }).photos,
  );
  const [first] = byLocale;
  for (const photos of byLocale)
    if (photos.length !== first!.length || photos.some((p, i) => p.fileName !== first![i]!.fileName))
      throw new Error(`press photos ${edition.year}: the languages' galleries list different photos`);
  return first!.map((photo, i) => ({ photo, byLocale: byLocale.map((photos) => photos[i]!) }));
}

/** The bytes of a published photo; a photo that is missing stops the build (the ZIP would lie). */
function photoBytes(photo: PressPhoto): Buffer {
  const file = publicFile(photo.src);
  if (!file || !fs.existsSync(file)) throw new Error(`press photo ${photo.src}: no file ${file ?? ''}`);
  return fs.readFileSync(file);
}

export async function generatePressKit(
  produce: Produce,
  {
    editions,
    currentYear,
    messages,
  }: { editions: readonly Edition[]; currentYear: number; messages: Record<Locale, Messages> },
  /** The published file of a photo (a test passes its own). */
  readPhoto: (photo: PressPhoto) => Uint8Array = photoBytes,
): Promise<void> {
  const logos = await logoFiles();
  for (const { url, bytes } of logos)
    await produce(`..${url}`, `press-logo|${DESIGN}|${hash(bytes.toString('base64'))}`, async () => bytes);
  const logoEntries = logos.map(({ url, bytes }) => ({ name: fileName(url), bytes }));
  const texts = Object.fromEntries(
    localeCodes.map((locale) => [
      locale,
      createTranslator({ locale, messages: messages[locale], namespace: 'pressPhotos' }),
    ]),
  ) as Record<Locale, ReturnType<typeof createTranslator<Messages, 'pressPhotos'>>>;
  for (const edition of editions) {
    const photos = photosByLocale(edition, currentYear, messages).map(({ photo, byLocale }) => {
      const bytes = readPhoto(photo);
      const size = jpegSize(bytes);
      const credits: CreditsPhoto = {
        fileName: photo.fileName,
        ...size,
        texts: Object.fromEntries(
          localeCodes.map((locale, i) => [
            locale,
            { caption: plainText(byLocale[i]!.caption), credit: plainText(byLocale[i]!.credit) },
          ]),
        ) as CreditsPhoto['texts'],
      };
      return { entry: { name: photo.fileName, bytes }, credits };
    });
    const headTexts = Object.fromEntries(
      localeCodes.map((locale) => [
        locale,
        {
          title: texts[locale]('creditsFile.title', { year: String(edition.year) }),
          usage: texts[locale]('creditsFile.usage'),
          logos: texts[locale]('creditsFile.logos'),
        },
      ]),
    ) as Record<Locale, CreditsTexts>;
    const credits = creditsText(
      photos.map((p) => p.credits),
      logoEntries.map((e) => e.name),
      headTexts,
    );
    const entries = [{ name: CREDITS_FILE, bytes: strToU8(credits) }, ...photos.map((p) => p.entry), ...logoEntries];
    const inputs = `press-zip|${DESIGN}|${edition.year}|${entries.map((e) => `${e.name}:${hash(Buffer.from(e.bytes).toString('base64'))}`).join('|')}`;
    await produce(`..${pressZipPath(edition.year)}`, inputs, async () => pressZip(entries, edition.year));
  }
}
