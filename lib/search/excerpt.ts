import { withoutJoints } from './compound-joint';

/**
 * A result's excerpt as text parts, every other one marked: the index writes the page's text with
 * `<` and `>` escaped and the words found in <mark>. Only those marks are read as markup; the rest
 * is decoded to plain text, which React escapes again, so no text from a page can become markup.
 * The joints the index put into German compounds (./compound-joint) are taken out.
 */
export type ExcerptPart = { text: string; marked: boolean };

const ENTITIES: Record<string, string> = { '&lt;': '<', '&gt;': '>', '&amp;': '&', '&quot;': '"', '&#39;': "'" };
const decode = (text: string) =>
  withoutJoints(text).replace(/&(?:lt|gt|amp|quot|#39);/g, (entity) => ENTITIES[entity] ?? entity);

export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  excerpt.split(/<mark>|<\/mark>/).forEach((piece, index) => {
    if (piece) parts.push({ text: decode(piece), marked: index % 2 === 1 });
  });
  return parts;
}
