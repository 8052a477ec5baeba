/**
 * The hostile-input corpus (issue 5, section 4): XSS vectors that e2e/hostile/hostile-content.ts
 * injects into every content field of a copy of content/, and that e2e/hostile/*.spec.ts also
 * types into the ranking search and puts into URL parameters.
 *
 * Every vector that could run code calls the sentinel `__xss('<its id>')` (defined by the spec's
 * init script in every frame), so any execution is observable and names its vector. Every
 * payload contains its id literally, so the spec can check that each vector reached a page.
 *
 * kinds: `markup` is HTML that must never become elements or attributes that run code; `url` is a
 * value meant for a link target; `text` breaks other contexts (script and JSON strings,
 * ICU messages, template engines) and must show as plain text. Vectors marked `nonLatin1`
 * contain characters outside Windows-1252 (see e2e/hostile/hostile-content.ts: the result PDFs
 * cannot set them).
 */
export type VectorKind = 'markup' | 'url' | 'text';

export interface Vector {
  id: string;
  kind: VectorKind;
  payload: string;
  /** Contains characters outside Windows-1252 (control characters, line separators, …). */
  nonLatin1?: boolean;
}

/** The call a vector makes when it runs: `__xss('id')`. */
export const sentinel = (id: string): string => `__xss('${id}')`;

/** `javascript:` spelled with HTML character references, as an attribute value may carry it. */
const entityJavascript = [...'javascript:'].map((c) => `&#${c.charCodeAt(0)};`).join('');
const base64 = (text: string): string => Buffer.from(text, 'utf8').toString('base64');

const v = (
  id: string,
  kind: VectorKind,
  payload: (s: string) => string,
  options: { nonLatin1?: boolean } = {},
): Vector => ({
  id,
  kind,
  payload: payload(sentinel(id)),
  ...options,
});

export const vectors: readonly Vector[] = [
  // Script elements.
  v('script-basic', 'markup', (s) => `<script>${s}</script>`),
  v('script-upper', 'markup', (s) => `<SCRIPT>${s}</SCRIPT>`),
  v('script-src-data', 'markup', (s) => `<script src="data:text/javascript,${s}"></script>`),
  v('script-nested', 'markup', (s) => `<scr<script>ipt>${s}</scr</script>ipt>`),
  v('script-null-byte', 'markup', (s) => `<scr\u0000ipt>${s}</scr\u0000ipt>`, { nonLatin1: true }),
  // Event handlers.
  v('img-onerror', 'markup', (s) => `<img src=x onerror="${s}">`),
  v('img-onerror-bare', 'markup', (s) => `<img src=x onerror=${s}>`),
  v('img-slash-separators', 'markup', (s) => `<img/src=x/onerror=${s}>`),
  v(
    'img-onerror-entities',
    'markup',
    (s) => `<img src=x onerror="${s.replace(/_/g, '&#95;').replace(/'/g, '&#39;')}">`,
  ),
  v('svg-onload', 'markup', (s) => `<svg onload="${s}"></svg>`),
  v('svg-script', 'markup', (s) => `<svg><script>${s}</script></svg>`),
  v(
    'svg-xlink-href',
    'markup',
    (s) => `<svg><a xlink:href="javascript:${s}"><text x="20" y="20">svg link</text></a></svg>`,
  ),
  v('svg-animate-onbegin', 'markup', (s) => `<svg><animate onbegin="${s}" attributeName="x" dur="1s"/></svg>`),
  v(
    'svg-set-href',
    'markup',
    (s) => `<svg><a><set attributeName="href" to="javascript:${s}"/><text y="20">svg set</text></a></svg>`,
  ),
  v(
    'svg-use-data',
    'markup',
    (s) =>
      `<svg><use href="data:image/svg+xml;base64,${base64(`<svg id="x" xmlns="http://www.w3.org/2000/svg"><image href="1" onerror="${s}"/></svg>`)}#x"/><desc>svg-use-data</desc></svg>`,
  ),
  v('body-onload', 'markup', (s) => `<body onload="${s}">`),
  v('details-ontoggle', 'markup', (s) => `<details open ontoggle="${s}"><summary>details</summary></details>`),
  v('video-onerror', 'markup', (s) => `<video src=x onerror="${s}" poster="javascript:${s}"></video>`),
  v('video-source-onerror', 'markup', (s) => `<video><source src=x onerror="${s}"></video>`),
  v('audio-onerror', 'markup', (s) => `<audio src=x onerror="${s}"></audio>`),
  v('input-autofocus', 'markup', (s) => `<input autofocus onfocus="${s}">`),
  v('marquee-onstart', 'markup', (s) => `<marquee onstart="${s}">marquee</marquee>`),
  v('div-onpointer', 'markup', (s) => `<div onpointerenter="${s}" style="position:fixed;inset:0">cover</div>`),
  // Links with script URLs.
  v('a-javascript', 'markup', (s) => `<a href="javascript:${s}">link</a>`),
  v('a-javascript-mixed-case', 'markup', (s) => `<a href="JaVaScRiPt:${s}">link</a>`),
  v('a-javascript-entities', 'markup', (s) => `<a href="${entityJavascript}${s}">link</a>`),
  v('a-javascript-hex-colon', 'markup', (s) => `<a href="&#x6A;avascript&colon;${s}">link</a>`),
  v('a-javascript-tab', 'markup', (s) => `<a href="java\tscript:${s}">link</a>`),
  v('a-javascript-newline', 'markup', (s) => `<a href="java\nscript:${s}">link</a>`),
  v('a-javascript-control', 'markup', (s) => `<a href=" \u0001javascript:${s}">link</a>`, { nonLatin1: true }),
  v('a-data-html', 'markup', (s) => `<a href="data:text/html,<script>${s}</script>">link</a>`),
  v(
    'a-data-base64',
    'markup',
    (s) => `<a href="data:text/html;base64,${base64(`<script>${s}</script>`)}">a-data-base64</a>`,
  ),
  v('a-vbscript', 'markup', () => `<a href="vbscript:msgbox('a-vbscript')">link</a>`),
  v('a-target-blank', 'markup', () => `<a href="https://evil.example/a-target-blank" target="_blank">tabnabbing</a>`),
  // Embedding and navigation.
  v('iframe-srcdoc', 'markup', (s) => `<iframe srcdoc="<script>parent.${s}</script>"></iframe>`),
  v('iframe-javascript', 'markup', (s) => `<iframe src="javascript:parent.${s}"></iframe>`),
  v('object-data', 'markup', (s) => `<object data="data:text/html,<script>parent.${s}</script>"></object>`),
  v('embed-javascript', 'markup', (s) => `<embed src="javascript:${s}">`),
  v('form-action', 'markup', (s) => `<form action="javascript:${s}"><button>send</button></form>`),
  v('button-formaction', 'markup', (s) => `<button formaction="javascript:${s}">send</button>`),
  v('template-img', 'markup', (s) => `<template><img src=x onerror="${s}"></template>`),
  v('meta-refresh', 'markup', (s) => `<meta http-equiv="refresh" content="0;url=javascript:${s}">`),
  v('base-href', 'markup', (s) => `<base href="javascript:${s}//">`),
  v('link-stylesheet', 'markup', (s) => `<link rel="stylesheet" href="javascript:${s}">`),
  // CSS.
  v('css-expression', 'markup', (s) => `<div style="width: expression(${s})">css-expression</div>`),
  v('css-url-javascript', 'markup', (s) => `<div style="background:url(javascript:${s})">css-url-javascript</div>`),
  v('style-import', 'markup', (s) => `<style>@import 'javascript:${s.replace(/'/g, '"')}';</style>`),
  // Namespace confusion and parser mutations (mXSS, classic DOMPurify bypasses).
  v('math-href', 'markup', (s) => `<math><mtext><a href="javascript:${s}">math link</a></mtext></math>`),
  v('mxss-math-mglyph', 'markup', (s) => `<math><mtext><table><mglyph><style><img src=x onerror="${s}">`),
  v('mxss-noscript', 'markup', (s) => `<noscript><p title="</noscript><img src=x onerror=${s}>">`),
  v('mxss-svg-style', 'markup', (s) => `<svg></p><style><a id="</style><img src=1 onerror=${s}>">`),
  v('mxss-form-math', 'markup', (s) => `<form><math><mtext></form><form><mglyph><style></math><img src onerror=${s}>`),
  v('mxss-svg-p-style', 'markup', (s) => `<svg><p><style><g title="</style><img src=x onerror=${s}>">`),
  v('mxss-noembed', 'markup', (s) => `<noembed><img title="</noembed><img src=x onerror=${s}>"></noembed>`),
  v('mxss-xmp', 'markup', (s) => `<xmp><img title="</xmp><img src=x onerror=${s}>"></xmp>`),
  v('mxss-textarea', 'markup', (s) => `<textarea><img title="</textarea><img src=x onerror=${s}>"></textarea>`),
  v('mxss-title', 'markup', (s) => `<title><img title="</title><img src=x onerror=${s}>"></title>`),
  v('mxss-comment', 'markup', (s) => `<!--<img src="--><img src=x onerror=${s}//">`),
  // Globals a page script reads, clobbered by named elements.
  v('dom-clobber-next-f', 'markup', () => `<a id="__next_f" name="__next_f" href="#dom-clobber-next-f">clobber</a>`),
  v('dom-clobber-datalayer', 'markup', () => `<img id="dataLayer" name="dataLayer" alt="dom-clobber-datalayer">`),
  // Breaking out of attributes, scripts and JSON.
  v('attr-breakout', 'markup', (s) => `"><script>${s}</script>`),
  v('attr-breakout-single', 'markup', (s) => `'><img src=x onerror=${s}>`),
  v('attr-autofocus', 'markup', (s) => `" autofocus onfocus="${s}" x="`),
  v('script-close', 'markup', (s) => `</script><script>${s}</script>`),
  v('script-close-upper', 'markup', (s) => `</SCRIPT ><script>${s}</script >`),
  v('comment-script', 'markup', (s) => `<!--</script><script>${s}//-->`),
  v('json-break', 'text', (s) => `"}]);${s};//`),
  v('json-line-separator', 'text', (s) => `\u2028${s}\u2029'";${s}//`, { nonLatin1: true }),
  v('js-template-literal', 'text', (s) => `\${${s}}\`;${s}//`),
  v('template-constructor', 'text', (s) => `{{constructor.constructor("${s.replace(/'/g, '\\u0027')}")()}}`),
  v('rtl-override', 'text', () => `\u202Ertl-override\u202C file.exe`, { nonLatin1: true }),
  // ICU message syntax (next-intl): placeholders, plurals, apostrophes, rich-text tags.
  v('icu-placeholder', 'text', () => `{icu} {x} icu-placeholder`),
  v('icu-unbalanced', 'text', () => `icu-unbalanced { '{' } }`),
  v('icu-plural', 'text', (s) => `{count, plural, one {# ${s}} other {icu-plural}}`),
  v('icu-tag', 'text', () => `<b>icu-tag</b> <x>x</x>`),
  // URL fields: schemes in every spelling a browser still accepts.
  v('url-javascript', 'url', (s) => `javascript:${s}`),
  v('url-javascript-upper', 'url', (s) => `JAVASCRIPT:${s}`),
  v('url-javascript-whitespace', 'url', (s) => ` \t javascript:${s}`),
  v('url-javascript-tab', 'url', (s) => `java\tscript:${s}`),
  v('url-javascript-newline', 'url', (s) => `java\nscript:${s}`),
  v('url-javascript-control', 'url', (s) => `\u0001javascript:${s}`, { nonLatin1: true }),
  v('url-javascript-entity', 'url', (s) => `javascript&colon;${s}`),
  v('url-javascript-comment', 'url', (s) => `javascript://%0a${encodeURIComponent(s)}`),
  v('url-data-html', 'url', (s) => `data:text/html,<script>${s}</script>`),
  v('url-data-base64', 'url', (s) => `data:text/html;base64,${base64(`<script>${s}</script>`)}#url-data-base64`),
  v('url-vbscript', 'url', () => `vbscript:msgbox("url-vbscript")`),
  v('url-protocol-relative', 'url', () => `//evil.example/url-protocol-relative`),
  v('url-backslash', 'url', () => `/\\evil.example/url-backslash`),
  v('url-quote-breakout', 'url', (s) => `https://evil.example/"onmouseover="${s}`),
  v('url-credentials', 'url', () => `https://user:pass@evil.example/url-credentials`),
];

export const vectorIds: readonly string[] = vectors.map((vector) => vector.id);

export function vectorById(id: string): Vector {
  const found = vectors.find((vector) => vector.id === id);
  if (!found) throw new Error(`no vector ${id}`);
  return found;
}
