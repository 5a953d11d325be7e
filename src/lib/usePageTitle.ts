import { msg } from '@lingui/core/macro';
import { useEffect } from 'react';
import { useLingui } from './i18n/react';

const SITE = 'Bus Charter Quotes';

/** index.html's description, as a message: what a page without its own says in Spanish. */
const SITE_DESCRIPTION = msg`Compare charter bus companies near you and request quotes from several at once.`;

export interface PageHead {
  /** The page's own meta description (search engines show it under the title). */
  description?: string;
  /** The page's address without what varies per visit (filters, sort): its canonical URL. */
  canonicalPath?: string;
}

function descriptionTag(): HTMLMetaElement | null {
  return document.head.querySelector<HTMLMetaElement>('meta[name="description"]');
}

/**
 * Sets the document title, so each screen is announced and bookmarked by name, and for a page
 * that search engines list (the search results) its description and canonical URL: static
 * hosting serves every address the same index.html, so the page writes its own.
 */
export function usePageTitle(title: string, { description, canonicalPath }: PageHead = {}): void {
  // `_` is new with each language: the description follows a switch.
  const { i18n, _ } = useLingui();
  const english = i18n.locale === 'en' || i18n.locale === '';

  useEffect(() => {
    document.title = `${title} | ${SITE}`;
  }, [title]);

  useEffect(() => {
    const tag = descriptionTag();
    if (!tag) return;
    // index.html's description, kept on its tag (not in this module: a tag that replaces it
    // brings its own), and put back when a page is left (the next one writes its own).
    const site = (tag.dataset.site ??= tag.content);
    // English keeps index.html's own text, exactly; another language reads it translated.
    tag.content = description ?? (english ? site : _(SITE_DESCRIPTION));
    return () => {
      tag.content = site;
    };
  }, [description, english, _]);

  useEffect(() => {
    if (!canonicalPath) return;
    const link = document.createElement('link');
    link.rel = 'canonical';
    link.href = new URL(canonicalPath, window.location.origin).href;
    document.head.append(link);
    return () => link.remove();
  }, [canonicalPath]);
}
