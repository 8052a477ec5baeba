/** Accordion body snippets: a block in a plain wrapper, inline text as its own paragraph, so markup stays valid. */
const BLOCK_START = /^\s*<(?:p|ul|ol|dl|blockquote|h[2-6]|table|figure|div|section|hr|pre)[\s>/]/i;

export function isBlockHtml(html: string): boolean {
  return BLOCK_START.test(html);
}

/** The paragraphs worth rendering: empty and whitespace-only entries are left out. */
export function presentTexts(texts: readonly string[] | undefined): string[] {
  return (texts ?? []).filter((text) => text.trim() !== '');
}
