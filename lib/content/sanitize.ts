import DOMPurify from 'isomorphic-dompurify';

/**
 * Sanitises HTML from content files. Runs in server components at build time, so no HTML from
 * content reaches a page unsanitised and none of DOMPurify reaches the browser.
 * Links keep only http(s), mailto, tel and relative targets; target=_blank gets rel=noopener.
 *
 * Two more things a content field must not do to the page around it (found by the hostile-input
 * suite, e2e/hostile/): name a global that the page's scripts read (an element with id or name
 * "__next_f" replaces Next's router payload queue on window, and the page never hydrates), so ids
 * and names get the prefix "user-content-" (in-page links "#x" follow); and style the page
 * (a style attribute can lay a transparent layer over everything), so style attributes go.
 * Data attributes stay (DOMPurify's default), but of the site search's only data-pagefind-ignore.
 */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.\.?\/|[^:]*$)/i;
/** DOMPurify's prefix for ids and names (SANITIZE_NAMED_PROPS). */
export const NAMED_PROPS_PREFIX = 'user-content-';

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href') && !SAFE_URL.test(node.getAttribute('href') ?? '')) {
    node.removeAttribute('href');
  }
  const href = node.getAttribute('href');
  if (href?.startsWith('#') && href.length > 1 && !href.startsWith(`#${NAMED_PROPS_PREFIX}`)) {
    node.setAttribute('href', `#${NAMED_PROPS_PREFIX}${href.slice(1)}`);
  }
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

// The site search's marks: an editor may keep a part of a text out of the index
// (data-pagefind-ignore); every other mark is the build's (the page shell's body, the filters and
// metadata it adds at index time), so a text cannot add a page to the index or label one.
const SEARCH_MARK = 'data-pagefind-';
const EDITORS_SEARCH_MARK = 'data-pagefind-ignore';

DOMPurify.addHook('uponSanitizeAttribute', (_node, data) => {
  if (data.attrName.startsWith(SEARCH_MARK) && data.attrName !== EDITORS_SEARCH_MARK) data.keepAttr = false;
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
    FORBID_ATTR: ['style'],
    SANITIZE_NAMED_PROPS: true,
  });
}

/** Inline text markup only (a caption below an image): what the lightbox's caption keeps too. */
const INLINE_TAGS = ['a', 'abbr', 'b', 'br', 'cite', 'em', 'i', 'q', 'small', 'span', 'strong', 'sub', 'sup', 'time'];

export function sanitizeInlineHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    ALLOWED_TAGS: INLINE_TAGS,
    ALLOWED_ATTR: ['href', 'title', 'lang', 'datetime', 'cite', 'target', 'rel'],
    SANITIZE_NAMED_PROPS: true,
  });
}
