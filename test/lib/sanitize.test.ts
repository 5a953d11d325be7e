// @vitest-environment jsdom
// DOMPurify needs a full DOM: under happy-dom it cannot parse and hands the input back as is.
import { sanitizeHtml } from '@/lib/sanitize';

describe('sanitizeHtml', () => {
  it('removes scripts, event handlers and javascript: URLs', () => {
    const clean = sanitizeHtml(
      '<p onclick="steal()">Hi<script>steal()</script></p><img src="x" onerror="steal()"><a href="javascript:steal()">x</a>',
    );
    expect(clean).not.toMatch(/script|onclick|onerror|javascript:/i);
    expect(clean).toContain('<p>Hi</p>');
  });
  it('keeps formatting and safe links, and isolates new-tab links', () => {
    const clean = sanitizeHtml(
      '<h2>Terms</h2><a href="https://example.com" target="_blank">site</a>',
    );
    expect(clean).toContain('<h2>Terms</h2>');
    expect(clean).toContain('rel="noopener noreferrer"');
  });
  it('drops iframes and forms', () => {
    expect(sanitizeHtml('<iframe src="https://evil.test"></iframe><form><input></form>')).toBe('');
  });
  it('gives an image without alt text an empty alt and keeps an existing one', () => {
    const host = document.createElement('div');
    host.innerHTML = sanitizeHtml(
      '<img src="https://example.com/a.png"><img src="https://example.com/b.png" alt="The fleet"><img src="https://example.com/c.png" alt="">',
    );
    const alts = [...host.querySelectorAll('img')].map((img) => img.getAttribute('alt'));
    expect(alts).toEqual(['', 'The fleet', '']);
  });
});
