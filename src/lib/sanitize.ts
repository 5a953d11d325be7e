import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Cleans HTML from elsewhere (the content service) before it reaches the DOM: no scripts, no
 * event handlers, no javascript: URLs; links that open a new tab cannot reach back to us.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
