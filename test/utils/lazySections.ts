import { waitFor } from '@testing-library/react';

/**
 * Waits until every LazySection on screen has drawn its section (their code loads at once in
 * tests, a moment after the page renders): a test then finds the sections as a visitor who
 * scrolled to them does.
 */
export async function lazySectionsLoaded(): Promise<void> {
  await waitFor(() => {
    if (document.querySelector('.lazy-section')) throw new Error('A section is still loading');
  });
}
