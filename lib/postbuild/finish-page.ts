import { pagePolicy } from '../security/csp';
import { inlineScriptHashes } from './inline-scripts';
import { markPriorityImages } from './priority-image';

/**
 * The post-build step for one exported HTML page: the priority image's preload goes into the
 * head, and a Content Security Policy with the hashes of exactly this page's inline scripts is
 * written as the first element after <meta charset>, before any script, so it covers them all.
 */
export interface FinishOptions {
  gtmId: string | null;
  storageBaseUrl?: string;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
const CHARSET = /<meta charSet="utf-8"\/?>/i;

export function finishPage(html: string, options: FinishOptions): string {
  if (CSP_META.test(html)) throw new Error('the page already has a Content Security Policy (finished twice?)');
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> element');
  const { html: marked, preloads } = markPriorityImages(html);
  const policy = pagePolicy({ scriptHashes: inlineScriptHashes(marked), ...options });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const inserted = meta + preloads.join('');
  const charset = CHARSET.exec(marked);
  const at = charset && charset.index > head.index ? charset.index + charset[0].length : head.index + head[0].length;
  return marked.slice(0, at) + inserted + marked.slice(at);
}

function escapeAttribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');
}
