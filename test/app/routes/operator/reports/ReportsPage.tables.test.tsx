import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { lazySectionsLoaded } from '../../../../utils/lazySections';
import { renderAsOperator } from '../helpers';
import { listingIn } from '../listings/listingsHelpers';
import {
  answerReports,
  askFor,
  NOVEMBER_REPORT,
  openReports,
  REPORT_URL,
  REPORTS_PATH,
  rowCells,
  pinTodayToTheSeed,
} from './reportsHelpers';

pinTodayToTheSeed();

const ACTIVITY = 'Activity per metro';

/** The page with November 2026's fixed report on screen. */
async function openNovember() {
  const rendered = await openReports();
  answerReports(NOVEMBER_REPORT);
  await askFor(rendered.user, '2026-11-01', '2026-11-30');
  await screen.findByRole('heading', { name: 'Activity from 11/01/2026 to 11/30/2026' });
  await lazySectionsLoaded();
  return rendered;
}

describe('Route /subscribers/reports: the report', () => {
  it('shows the activity per metro in the spec columns, with a totals row', async () => {
    await openNovember();
    const table = screen.getByRole('table', { name: ACTIVITY });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Metro',
      'Quotes',
      'Messages',
      'More Details',
      'Phone Clicks',
      'Contact Us',
      'Website Visits',
      'Facebook',
      'Twitter',
      'Instagram',
      'YouTube',
      'Total Activity',
    ]);
    expect(rowCells(ACTIVITY, 'Dallas, TX')).toEqual([
      'Dallas, TX',
      '4',
      '1',
      '20',
      '2',
      '0',
      '3',
      '1',
      '0',
      '0',
      '1',
      '32',
    ]);
    expect(rowCells(ACTIVITY, 'Total')).toEqual([
      'Total',
      '4',
      '3',
      '25',
      '6',
      '0',
      '9',
      '3',
      '0',
      '0',
      '3',
      '53',
    ]);
  });

  it('lists the quote requests per metro, newest first, in the spec columns', async () => {
    await openNovember();
    const dallas = screen.getByRole('table', { name: 'Quote requests in Dallas, TX' });
    expect(screen.getByRole('heading', { name: 'Dallas, TX (4)' })).toBeInTheDocument();
    expect(
      within(dallas)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Submitted On',
      'Name',
      'E-mail',
      'Phone',
      'Group',
      'People',
      'Destination',
      'Dates',
      'Trip Type',
      'Delivered',
    ]);
    const rows = within(dallas).getAllByRole('row').slice(1);
    expect(rows.map((row) => within(row).getAllByRole('cell')[1]?.textContent)).toEqual([
      'Traveller 2',
      'Traveller 3',
      'Traveller 4',
      'Traveller 1',
    ]);
    const cells = (index: number) =>
      within(rows[index])
        .getAllByRole('cell')
        .map((cell) => cell.textContent);
    expect(cells(0)).toEqual([
      '11/18/2026',
      'Traveller 2',
      'traveller2@example.org',
      '(214) 555-0199',
      'Group 2',
      '42',
      'San Antonio, TX',
      '12/14/2026 - 12/15/2026',
      'Round Trip',
      'No',
    ]);
    // A one-day trip shows one date; a delivered quote says so.
    expect(cells(1).slice(7)).toEqual(['12/14/2026', 'One Way', 'Yes']);
    // Metros without quote requests have no table.
    expect(
      screen.queryByRole('table', { name: 'Quote requests in Fort Worth, TX' }),
    ).not.toBeInTheDocument();
  });

  it('draws the quote requests over the range and the activity per metro, each named by its figures', async () => {
    await openNovember();
    expect(
      screen.getByRole('img', {
        name: 'Quote requests per day from 11/01/2026 to 11/30/2026: 4 in all, the most (2) on 11/18/2026.',
      }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', {
        name: 'Total activity per metro: Dallas, TX 32, Fort Worth, TX 13, Waco, TX 8.',
      }),
    ).toBeInTheDocument();
    // The over-time chart's figures as a table, for whoever cannot see the chart.
    const perDay = screen.getByRole('table', { name: 'Quote requests per day', hidden: true });
    expect(within(perDay).getAllByRole('row', { hidden: true })).toHaveLength(31);
  });

  it('gives the cost per quote request from the listings, without dividing by zero', async () => {
    await openNovember();
    expect(
      screen.getByText(/^Cost per quote request is what a metro's listing costs/),
    ).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Cost per quote request per metro' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Metro', 'Quote Requests', 'Listing Cost', 'Cost per Quote Request']);
    // November is a whole month: the listing costs its monthly cost ($262.50 / 4).
    expect(listingIn('Dallas').monthly_cost).toBe(262.5);
    expect(rowCells('Cost per quote request per metro', 'Dallas, TX')).toEqual([
      'Dallas, TX',
      '4',
      '$262.50',
      '$65.63',
    ]);
    expect(rowCells('Cost per quote request per metro', 'Fort Worth, TX').slice(1)).toEqual([
      '0',
      `$${listingIn('Fort Worth').monthly_cost.toFixed(2)}`,
      'No quote requests',
    ]);
  });

  it('says which metros have no billed listing to count', async () => {
    const { user } = await openReports();
    answerReports({
      ...NOVEMBER_REPORT,
      activity: [{ ...NOVEMBER_REPORT.activity[0], city: 'Austin' }],
      quotes: [],
    });
    await askFor(user, '2026-11-01', '2026-11-30');
    const table = await screen.findByRole('table', { name: 'Cost per quote request per metro' });
    expect(within(table).getByText('Austin, TX')).toBeInTheDocument();
    expect(rowCells('Cost per quote request per metro', 'Austin, TX').slice(1)).toEqual([
      '4',
      'No billed listing',
      'No billed listing',
    ]);
    expect(screen.getByText('No quote requests in this date range.')).toBeInTheDocument();
  });
});

describe('Route /subscribers/reports: failures', () => {
  it("shows the server's text, then the report after Try again", async () => {
    const { user } = await openReports();
    let calls = 0;
    server.use(
      http.post(REPORT_URL, () => {
        calls += 1;
        return calls === 1
          ? HttpResponse.json({ success: false, error_message: 'Reports are resting.' })
          : HttpResponse.json(NOVEMBER_REPORT);
      }),
    );
    await askFor(user, '2026-11-01', '2026-11-30');
    expect(await screen.findByText('Reports are resting.')).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: ACTIVITY })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { name: 'Activity from 11/01/2026 to 11/30/2026' }),
    ).toBeInTheDocument();
    await lazySectionsLoaded();
    expect(rowCells(ACTIVITY, 'Total')[1]).toBe('4');
    expect(screen.queryByText('Reports are resting.')).not.toBeInTheDocument();
  });

  it('says a broken answer failed with its own text', async () => {
    const { user } = await openReports();
    server.use(http.post(REPORT_URL, () => new HttpResponse(null, { status: 500 })));
    await askFor(user, '2026-11-01', '2026-11-30');
    expect(
      await screen.findByText('There was a problem loading your report. Please try again later.'),
    ).toBeInTheDocument();
  });

  it('keeps the cost table apart when the listings cannot be read', async () => {
    server.use(
      http.get(/\/subscribers\/listings$/, () =>
        HttpResponse.json({ success: false, error_message: 'Listings are resting.' }),
      ),
    );
    const { user } = await openReports();
    expect(await screen.findByText('Listings are resting.')).toBeInTheDocument();
    expect(await screen.findByRole('table', { name: ACTIVITY })).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('table', { name: 'Cost per quote request per metro' }),
    ).toBeInTheDocument();
    expect(screen.queryByText('Listings are resting.')).not.toBeInTheDocument();
  });

  it('shows the report loading, and a busy Show Report, until it comes', async () => {
    const held = holdRequests('post', REPORT_URL);
    renderAsOperator(REPORTS_PATH);
    await held.arrived;
    expect(await screen.findByText('Loading your report...')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Loading...' })).toBeDisabled();
    held.release();
    expect(await screen.findByRole('table', { name: ACTIVITY })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Show Report' })).toBeEnabled();
  });
});
