import { useEffect } from 'react';

const SITE = 'Bus Charter Quotes';

export interface PageHead {
  /** The page's own meta description (search engines show it under the title). */
  description?: string;
  /** The page's address without what varies per visit (filters, sort): its canonical URL. */
  canonicalPath?: string;
}

/** index.html's description, put back when a page with its own one is left. */
let siteDescription: string | null = null;

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/**
 * Sets the document title, so each screen is announced and bookmarked by name, and for a page
 * that search engines list (the search results) its description and canonical URL: static
 * hosting serves every address the same index.html, so the page writes its own.
 */
export function usePageTitle(title: string, { description, canonicalPath }: PageHead = {}): void {
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    if (!description || !tag) return;
    siteDescription ??= tag.content;
    tag.content = description;
    return () => {
      if (siteDescription !== null) tag.content = siteDescription;
    };
  }, [description]);

  useEffect(() => {
    if (!canonicalPath) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(canonicalPath, window.location.origin).href;
    document.head.append(link);
    return () => link.remove();
  }, [canonicalPath]);
}
