import { createHash } from 'node:crypto';

/**
 * The inline scripts of an exported page and their CSP hashes. The HTML is Next's own output
 * (React escapes "</script" in script bodies), so a regular expression finds every script.
 */
const SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;
// Types a browser executes; data blocks (application/ld+json, …) need no hash.
const EXECUTABLE_TYPE = /^(?:|text\/javascript|application\/javascript|module)$/i;

export interface InlineScript {
  attributes: string;
  body: string;
}

export function inlineScripts(html: string): InlineScript[] {
  const scripts: InlineScript[] = [];
  for (const match of html.matchAll(SCRIPT)) {
    const attributes = match[1] ?? '';
    if (/\ssrc\s*=/i.test(attributes)) continue;
    const type = /\stype\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s>]+))/i.exec(attributes);
    if (type && !EXECUTABLE_TYPE.test((type[1] ?? type[2] ?? type[3] ?? '').trim())) continue;
    scripts.push({ attributes, body: match[2] ?? '' });
  }
  return scripts;
}

/**
 * The CSP source for a script body: 'sha256-<base64>' of its UTF-8 text as the browser sees it
 * (the HTML parser turns CR and CRLF into LF before the script runs).
 */
export function scriptHash(body: string): string {
  const text = body.replace(/\r\n?/g, '\n');
  return `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;
}
