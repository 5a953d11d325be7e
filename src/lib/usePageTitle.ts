import { useEffect } from 'react';

const SITE = 'Bus Charter Quotes';

/** Sets the document title, so each screen is announced and bookmarked by name. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${SITE}`;
  }, [title]);
}
