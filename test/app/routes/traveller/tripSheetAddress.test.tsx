import { screen } from '@testing-library/react';
import { paths } from '@/config/paths';
import { writeSheetLink } from '@/features/tripSheet/sheetLink';
import { moveSheetQuery } from '@/features/tripSheet/sheetQueryMove';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CHOIR_TOUR } from '../../../features/tripSheet/sampleSheet';

/**
 * Route /trip reads the trip from the address's fragment (issue 47): a request never carries
 * it. The query is none of the page's business: an old link's was moved into the fragment
 * before the app started (index.html's inline script, sheetQueryMove.ts).
 */
const heading = (name: string) => screen.findByRole('heading', { level: 1, name });

describe('Route /trip: the trip in the fragment', () => {
  it('opens from a link whose trip is in its fragment, with no query', async () => {
    const { router } = renderRoute(writeSheetLink(CHOIR_TOUR));
    expect(await heading('Choir tour')).toBeVisible();
    expect(screen.getByText('Sun, Jun 14, 2099 to Mon, Jun 15, 2099')).toBeVisible();
    expect(router.state.location.search).toBe('');
  });

  it('reads nothing from a query alone: start-up has moved an old one before the app reads it', async () => {
    renderRoute(writeSheetLink(CHOIR_TOUR).replace('#', '?'));
    expect(await heading('Trip sheet')).toBeVisible();
    expect(screen.getByText(/^There is no trip in this link yet\./)).toBeVisible();
  });

  it('reads the sheet again when the fragment changes (a link edited in the address bar)', async () => {
    const { router } = renderRoute(writeSheetLink(CHOIR_TOUR));
    expect(await heading('Choir tour')).toBeVisible();
    await router.navigate(writeSheetLink({ ...CHOIR_TOUR, name: 'Band trip', people: 12 }));
    expect(await heading('Band trip')).toBeVisible();
    expect(screen.getByText(/^12 people, 2 days/)).toBeVisible();
    await router.navigate(paths.trip);
    expect(await heading('Trip sheet')).toBeVisible();
    expect(screen.getByText(/^There is no trip in this link yet\./)).toBeVisible();
  });

  it('opens an old query link once start-up has moved it, leaving no query in the address', async () => {
    const link = writeSheetLink(CHOIR_TOUR);
    window.history.replaceState(null, '', link.replace('#', '?'));
    moveSheetQuery(paths.trip);
    expect(window.location.search).toBe('');
    expect(`${window.location.pathname}${window.location.hash}`).toBe(link);
    renderRoute(`${window.location.pathname}${window.location.hash}`);
    expect(await heading('Choir tour')).toBeVisible();
  });
});
