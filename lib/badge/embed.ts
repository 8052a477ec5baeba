import fs from 'node:fs';
import path from 'node:path';
import { badgePath } from './paths';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { participantPath } from '../routes';

/** What the participant page's badge box shows: the badge and the HTML to paste elsewhere. */
export interface BadgeEmbed {
  /** The badge on this site (root-relative), for the preview. */
  src: string;
  width?: number;
  height?: number;
  /** The badge's text alternative (lib/badge/badge-texts). */
  alt: string;
  /** A link to the participant's page around the badge, with absolute addresses. */
  snippet: string;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet to paste: a link around the badge's <img>, absolute addresses, size and alt text. */
export function badgeSnippet({
  pageUrl,
  imageUrl,
  alt,
  width,
  height,
}: {
  pageUrl: string;
  imageUrl: string;
  alt: string;
  width?: number;
  height?: number;
}): string {
  const size = width && height ? ` width="${width}" height="${height}"` : '';
  const image = `<img src="${escapeAttribute(imageUrl)}" alt="${escapeAttribute(alt)}"${size}>`;
  return `<a href="${escapeAttribute(pageUrl)}">${image}</a>`;
}

/** The width and height a generated badge states on its root element; undefined when unreadable. */
export function svgSize(svg: string): { width?: number; height?: number } {
  const root = /<svg\b[^>]*>/.exec(svg)?.[0] ?? '';
  const number = (name: string) => {
    const value = new RegExp(`\\s${name}="(\\d+(?:\\.\\d+)?)"`).exec(root)?.[1];
    return value === undefined ? undefined : Math.round(Number(value));
  };
  return { width: number('width'), height: number('height') };
}

/** The badge box's data; the size is read from the badge the media step wrote (none without it). */
export function badgeEmbed(locale: Locale, ref: string, siteUrl: string, alt: string): BadgeEmbed {
  const src = badgePath(locale, ref);
  const file = path.join(process.cwd(), 'public', src);
  const { width, height } = fs.existsSync(file) ? svgSize(fs.readFileSync(file, 'utf8')) : {};
  const pageUrl = `${siteUrl}${localeHref(locale, participantPath(ref))}`;
  return {
    src,
    width,
    height,
    alt,
    snippet: badgeSnippet({ pageUrl, imageUrl: `${siteUrl}${src}`, alt, width, height }),
  };
}
