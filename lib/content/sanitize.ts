import DOMPurify from 'isomorphic-dompurify';

/**
 * Sanitises HTML from content files. Runs in server components at build time, so no HTML from
 * content reaches a page unsanitised and none of DOMPurify reaches the browser.
 * Links keep only http(s), mailto, tel and relative targets; target=_blank gets rel=noopener.
 */
const SAFE_URL = /^(?:https?:|mailto:|tel:|\/|#|\.\.?\/|[^:]*$)/i;

DOMPurify.addHook('afterSanitizeAttributes', (node) => {
  if (node.hasAttribute('href') && !SAFE_URL.test(node.getAttribute('href') ?? '')) {
    node.removeAttribute('href');
  }
  if (node.getAttribute('target') === '_blank') node.setAttribute('rel', 'noopener noreferrer');
});

export function sanitizeHtml(html: string): string {
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    ADD_ATTR: ['target'],
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'textarea', 'select'],
  });
}
