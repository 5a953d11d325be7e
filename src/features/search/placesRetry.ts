import { createContext } from 'react';

/**
 * Try again for the place data that did not load (issue 47), as the search page does it: the
 * page provides it because a plan looked up again may change its address. Null where nobody
 * provides one (the compare screen measures on its own): the cards then offer none.
 */
export const PlacesRetry = createContext<(() => void) | null>(null);
