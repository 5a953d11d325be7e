import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute, sessions } from '../../../utils/renderWithProviders';
import { quoteFixtures } from './fixtures';
import { NEW_TRAVELLER, renderAsTraveller } from './helpers';

function serveQuotes(quotes: unknown[]) {
  server.use(http.get(apiUrl('/users/quotes'), () => HttpResponse.json({ success: true, quotes })));
}

async function rows() {
  const table = await screen.findByRole('table', { name: /Your quote requests/ });
  return within(table).getAllByRole('row').slice(1);
}

describe('Route /users/quote-history', () => {
  it("lists the demo traveller's ten quotes, newest first, with MM/DD/YYYY dates", async () => {
    renderAsTraveller('/users/quote-history');
    expect(await screen.findByRole('heading', { level: 1, name: 'Quote History' })).toBeVisible();
    const body = await rows();
    expect(body).toHaveLength(10);
    const submitted = body.map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(submitted[0]).toBe('11/19/2026');
    expect(submitted[9]).toBe('01/17/2026');
    for (const date of submitted) expect(date).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);
    await waitFor(() => expect(document.title).toBe('Quote History | Bus Charter Quotes'));
  });

  it('sorts newest first whatever order the server sends', async () => {
    serveQuotes(quoteFixtures);
    renderAsTraveller('/users/quote-history');
    const body = await rows();
    expect(body.map((row) => within(row).getAllByRole('cell')[0]?.textContent)).toEqual([
      '11/20/2026',
      '05/02/2026',
      '01/09/2026',
    ]);
    const first = within(body[0]).getAllByRole('cell');
    expect(first.map((cell) => cell.textContent)).toEqual([
      '11/20/2026',
      'Band Boosters',
      'Fort Worth, TX to Austin, TX',
      '12/01/2026',
      '12/03/2026',
      '60',
      'Details',
    ]);
  });

  it('labels every cell and ranks the columns, so the table can fold into cards on a phone', async () => {
    serveQuotes(quoteFixtures);
    renderAsTraveller('/users/quote-history');
    const [row] = await rows();
    const cells = within(row).getAllByRole('cell');
    expect(cells.slice(0, 6).map((cell) => cell.getAttribute('data-label'))).toEqual([
      'Submitted',
      'Group',
      'Trip',
      'Departure',
      'Return',
      'Passengers',
    ]);
    // Hidden below md (rt-p2) and below lg (rt-p3): see components/data/DataTable.css.
    expect(cells.map((cell) => cell.className)).toEqual([
      '',
      'rt-p2',
      '',
      'rt-p2',
      'rt-p3',
      'rt-p3',
      'rt-action',
    ]);
  });

  it('shows the trip and the companies, with links to their listings, in the details modal', async () => {
    serveQuotes(quoteFixtures);
    const { user } = renderAsTraveller('/users/quote-history');
    await screen.findByRole('table');
    await user.click(
      screen.getByRole('button', {
        name: 'Details of the quote submitted 05/02/2026 to San Antonio, TX',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Quote Details' });
    for (const text of [
      'Troop 214',
      'Dallas, TX',
      'San Antonio, TX',
      '06/14/2026',
      '06/15/2026',
      '45',
      'Dana Whitfield',
      'dana.whitfield@example.org',
      '(214) 555-0199',
    ]) {
      expect(within(dialog).getByText(text)).toBeVisible();
    }
    expect(within(dialog).getByRole('link', { name: 'Lone Star Charter Coaches' })).toHaveAttribute(
      'href',
      '/search/Dallas/TX',
    );
    expect(within(dialog).getByRole('link', { name: 'Trinity Motorcoach' })).toHaveAttribute(
      'href',
      '/search/Dallas/TX',
    );
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('formats an eleven-digit phone and says when a quote went to no company', async () => {
    serveQuotes(quoteFixtures);
    const { user } = renderAsTraveller('/users/quote-history');
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: /submitted 11\/20\/2026/ }));
    let dialog = await screen.findByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('1 (214) 555-0199')).toBeVisible();
    await user.click(within(dialog).getAllByRole('button', { name: 'Close' })[0]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: /submitted 01\/09\/2026/ }));
    dialog = await screen.findByRole('dialog', { name: 'Quote Details' });
    expect(within(dialog).getByText('No companies')).toBeVisible();
  });

  it('shows "No previous quotes" when the user has none', async () => {
    renderAsTraveller('/users/quote-history', NEW_TRAVELLER);
    expect(await screen.findByText('No previous quotes')).toBeVisible();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('offers another try when the list fails to load', async () => {
    server.use(
      http.get(apiUrl('/users/quotes'), () => HttpResponse.json({ success: false }), {
        once: true,
      }),
    );
    const { user } = renderAsTraveller('/users/quote-history');
    expect(
      await screen.findByText('Your quote history could not be loaded. Please try again later.'),
    ).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await rows()).toHaveLength(10);
  });

  it('ends an expired session: the login modal asks to log in again', async () => {
    renderRoute('/users/quote-history', { preloadedState: { auth: sessions.user } });
    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Your session has ended. Please log in again.')).toBeVisible();
    expect(
      within(screen.getByRole('banner', { hidden: true })).getByRole('button', {
        name: 'Login',
        hidden: true,
      }),
    ).toBeInTheDocument();
  });
});
