import { screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@/lib/dates';
import { CLICK_GAP_NOTE } from '@/features/reports/constants';
import { renderAsOperator } from '../helpers';
import {
  askFor,
  dateField,
  openReports,
  recordReportBodies,
  REPORTS_PATH,
  pinTodayToTheSeed,
} from './reportsHelpers';
import { accountOf } from '../listings/listingsHelpers';

pinTodayToTheSeed();

/** Today minus seven days, worked out here without the app's code. */
function weekBefore(today: string): string {
  const [y = 0, m = 1, d = 1] = today.split('-').map(Number);
  return new Date(Date.UTC(y, m - 1, d - 7)).toISOString().slice(0, 10);
}

describe('Route /subscribers/reports: the range', () => {
  it('opens on the last week through today and asks for it as YYYY-MM-DD', async () => {
    const bodies = recordReportBodies();
    await openReports();
    const today = todayIso();
    expect(dateField('Start Date')).toHaveValue(weekBefore(today));
    expect(dateField('End Date')).toHaveValue(today);
    expect(bodies.at(-1)).toEqual({
      company_id: accountOf('operator@demo.test').company_id,
      start_date: weekBefore(today),
      end_date: today,
    });
  });

  it('is in the side menu, between Bid for Placement and Reviews', async () => {
    await openReports();
    const menu = screen.getByRole('navigation', { name: 'Account' });
    const labels = within(menu)
      .getAllByRole('link')
      .map((link) => link.textContent);
    expect(labels.slice(2, 5)).toEqual(['Bid for Placement', 'Reports', 'Reviews']);
    expect(within(menu).getByRole('link', { name: 'Reports' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    // The title is set in an effect, after the heading paints.
    await waitFor(() => expect(document.title).toMatch(/^Reports/));
  });

  it('requires both dates with the spec texts and sends nothing without them', async () => {
    const { user } = await openReports();
    const bodies = recordReportBodies();
    await askFor(user, '', '');
    expect(await screen.findAllByText('Start Date is required')).not.toHaveLength(0);
    expect(screen.getAllByText('End Date is required')).not.toHaveLength(0);
    expect(dateField('Start Date')).toHaveAttribute('aria-invalid', 'true');
    expect(bodies).toHaveLength(0);
  });

  it('says so when the end comes before the start', async () => {
    const { user } = await openReports();
    const bodies = recordReportBodies();
    await askFor(user, '2026-11-10', '2026-11-01');
    expect(
      await screen.findAllByText('End Date must be on or after the Start Date'),
    ).not.toHaveLength(0);
    expect(bodies).toHaveLength(0);
  });

  it('sends the dates picked as YYYY-MM-DD, with no bound on them', async () => {
    const { user } = await openReports();
    const bodies = recordReportBodies();
    await askFor(user, '2009-02-03', '2031-12-31');
    await waitFor(() => expect(bodies).toHaveLength(1));
    expect(bodies[0]).toMatchObject({ start_date: '2009-02-03', end_date: '2031-12-31' });
    expect(
      await screen.findByRole('heading', { name: 'Activity from 02/03/2009 to 12/31/2031' }),
    ).toBeInTheDocument();
  });

  it('notes the click statistics gap only for a range that overlaps it', async () => {
    const { user } = await openReports();
    expect(screen.queryByText(CLICK_GAP_NOTE)).not.toBeInTheDocument();
    await askFor(user, '2018-04-28', '2018-06-30');
    expect(await screen.findByText(CLICK_GAP_NOTE)).toBeInTheDocument();
    await askFor(user, '2018-04-29', '2018-06-30');
    // The demo has nothing in 2018: the range's empty text shows it has been answered.
    await screen.findByText(/^No activity and no quote requests from 04\/29\/2018/);
    expect(screen.queryByText(CLICK_GAP_NOTE)).not.toBeInTheDocument();
  });

  it('says when nothing happened in the range', async () => {
    const { user } = renderAsOperator(REPORTS_PATH);
    await screen.findByRole('table', { name: 'Activity per metro' });
    await askFor(user, '2010-01-01', '2010-01-31');
    expect(
      await screen.findByText('No activity and no quote requests from 01/01/2010 to 01/31/2010.'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Activity per metro' })).not.toBeInTheDocument();
  });
});
