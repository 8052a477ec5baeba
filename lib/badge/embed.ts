import fs from 'node:fs';
import path from 'node:path';
import { badgePath } from './paths';
import { svgIntrinsicSize } from '../images/svgSize';
import type { Locale } from '../i18n/locales';
import { localeHref } from '../i18n/paths';
import { participantPath } from '../routes';

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The snippet to paste: a link around the badge's <img>, absolute addresses, size and alt text. */
export function badgeSnippet(s: { pageUrl: string; imageUrl: string; alt: string; width?: number; height?: number }) {
  const size = s.width && s.height ? ` width="${s.width}" height="${s.height}"` : '';
  const image = `<img src="${escapeAttribute(s.imageUrl)}" alt="${escapeAttribute(s.alt)}"${size}>`;
  return `<a href="${escapeAttribute(s.pageUrl)}">${image}</a>`;
}

/** The width and height a generated badge states on its root element, rounded; undefined when unreadable. */
export function svgSize(svg: string): { width?: number; height?: number } {
  const size = svgIntrinsicSize(svg);
  return { width: size && Math.round(size.width), height: size && Math.round(size.height) };
}

/**
 * What the participant page's badge box shows: the badge on this site (root-relative) for the
 * preview, with the size read from the badge the media step wrote (none without it), its text
 * alternative (lib/badge/badge-texts), and the snippet to paste elsewhere.
 */
export function badgeEmbed(locale: Locale, ref: string, siteUrl: string, alt: string) {
  const src = badgePath(locale, ref);
  const file = path.join(process.cwd(), 'public', src);
  const { width, height } = fs.existsSync(file) ? svgSize(fs.readFileSync(file, 'utf8')) : {};
  const pageUrl = `${siteUrl}${localeHref(locale, participantPath(ref))}`;
  const snippet = badgeSnippet({ pageUrl, imageUrl: `${siteUrl}${src}`, alt, width, height });
  return { src, width, height, alt, snippet };
}

export type BadgeEmbed = ReturnType<typeof badgeEmbed>;
