import DOMPurify from 'dompurify';

let hooked = false;

/**
 * Cleans HTML from elsewhere (the content service) before it reaches the DOM: no scripts, no
 * event handlers, no javascript: URLs; links that open a new tab cannot reach back to us; an
 * image without alt text gets an empty one (decorative), an existing alt is kept.
 */
export function sanitizeHtml(html: string): string {
  if (!hooked) {
    DOMPurify.addHook('afterSanitizeAttributes', (node) => {
      if (node.tagName === 'A' && node.getAttribute('target') === '_blank') {
        node.setAttribute('rel', 'noopener noreferrer');
      }
      // An image the author gave no text is decorative here: screen readers skip it instead of
      // reading its file name (axe flags an <img> without alt).
      if (node.tagName === 'IMG' && !node.hasAttribute('alt')) node.setAttribute('alt', '');
    });
    hooked = true;
  }
  return DOMPurify.sanitize(html, {
    USE_PROFILES: { html: true },
    FORBID_TAGS: ['style', 'form', 'input', 'button', 'iframe', 'object', 'embed'],
    ADD_ATTR: ['target'],
  });
}
