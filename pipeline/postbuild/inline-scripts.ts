import { createHash } from 'node:crypto';

/** A page's inline scripts and their CSP hashes; Next's output escapes "</script", so a regex finds them all. */
export const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser executes; data blocks (application/ld+json, …) need no hash.
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

export function inlineScripts(html: string): { body: string }[] {
  const scripts: { body: string }[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    scripts.push({ body: match[2] ?? '' });
  }
  return scripts;
}

/** A script body's CSP source: 'sha256-…' of its text as the browser sees it (CR and CRLF read as LF). */
export function scriptHash(body: string): string {
  const text = body.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}

/** A value for a double-quoted attribute. */
export function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
