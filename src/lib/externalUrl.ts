/**
 * A link from listing data, made safe to render: http(s) only (never javascript: or data:), and
 * a bare "www.example.com" gets its https:// so it does not open as a path of this site.
 */
export function externalUrl(value: string): string | null {
  const text = value.trim();
  if (/^https?:\/\/[^\s]+$/i.test(text)) return text;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/[^\s]*)?$/i.test(text)) return `https://${text}`;
  return null;
}

/** "https://www.example.com/" -> "www.example.com", for display. */
export function displayUrl(url: string): string {
  return url.replace(/^https?:\/\//i, '').replace(/\/$/, '');
}
