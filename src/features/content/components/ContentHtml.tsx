import { useMemo } from 'react';
import { sanitizeHtml } from '@/lib/sanitize';

/** Renders HTML from the content service, always through DOMPurify. */
export function ContentHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
