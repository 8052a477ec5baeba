import { pagePolicy } from '../security/csp';
import { serializeJsonLd } from '../seo/structured-data/serialize';
import type { JsonLdDocument } from '../seo/structured-data/types';
import { escapeAttribute, inlineScripts, scriptHash } from './inline-scripts';
import { isKnownInlineScript, siteScripts } from './known-scripts';
import { externalMediaOrigins } from './media-origins';
import { markPriorityImages } from './priority-image';

/**
 * The post-build step for one page: the priority image's preload and the structured data into
 * the head, and a Content Security Policy with the hashes of exactly this page's inline scripts
 * (each checked to be a known one) and its image origins, as the first element after
 * <meta charset>, so it covers every script.
 */
export interface FinishOptions {
  gtmId: string | null;
  storageBaseUrl?: string;
  /** The site's own inline scripts (known-scripts.ts); computed once per build. */
  knownScripts?: ReadonlySet<string>;
  /** This page's JSON-LD, written into the head (rendered, React would repeat it in the router payload). */
  structuredData?: JsonLdDocument;
  /** The search page: its policy lets the search index's WebAssembly and worker run (csp.ts). */
  search?: boolean;
}

const CSP_META = /<meta http-equiv="Content-Security-Policy"[^>]*>/i;
const CHARSET = /<meta charSet="utf-8"\/?>/i;
const VIEWPORT = /<meta name="viewport"[^>]*>/i;
const JSON_LD = /<script type="application\/ld\+json"/i;

export function finishPage(html: string, options: FinishOptions): string {
  if (CSP_META.test(html)) throw new Error('the page already has a Content Security Policy (finished twice?)');
  const head = /<head\b[^>]*>/i.exec(html);
  if (!head) throw new Error('no <head> element');
  const { html: marked, preloads } = markPriorityImages(withStructuredData(html, options.structuredData));
  const known = options.knownScripts ?? siteScripts();
  const scripts = inlineScripts(marked).map((script) => script.body);
  const unknown = scripts.find((body) => !isKnownInlineScript(body, known));
  if (unknown !== undefined)
    throw new Error(`an inline script that neither Next nor the site writes: ${unknown.slice(0, 120)}`);
  const policy = pagePolicy({
    scriptHashes: [...new Set(scripts.map(scriptHash))],
    gtmId: options.gtmId,
    storageBaseUrl: options.storageBaseUrl,
    mediaOrigins: externalMediaOrigins(marked),
    search: options.search,
  });
  const meta = `<meta http-equiv="Content-Security-Policy" content="${escapeAttribute(policy)}"/>`;
  const charset = CHARSET.exec(marked);
  const at = charset && charset.index > head.index ? charset.index + charset[0].length : head.index + head[0].length;
  const withPolicy = marked.slice(0, at) + meta + marked.slice(at);
  // The image preloads go after the viewport meta: a preload seen before it picks its srcset
  // candidate for the default 980 px layout viewport, and a phone would download a second,
  // wider file than the <img> then uses.
  const viewport = VIEWPORT.exec(withPolicy);
  const preloadAt = viewport && viewport.index > at ? viewport.index + viewport[0].length : at + meta.length;
  return withPolicy.slice(0, preloadAt) + preloads.join('') + withPolicy.slice(preloadAt);
}

/** The JSON-LD as a data block before </head>; a page gets it from here only, never twice. */
function withStructuredData(html: string, data: JsonLdDocument | undefined): string {
  if (data === undefined) return html;
  if (JSON_LD.test(html)) throw new Error('the page already has structured data');
  const end = html.indexOf('</head>');
  if (end < 0) throw new Error('no </head> for the structured data');
  // serializeJsonLd escapes "<", so content cannot end the element.
  return `${html.slice(0, end)}<script type="application/ld+json">${serializeJsonLd(data)}</script>${html.slice(end)}`;
}
