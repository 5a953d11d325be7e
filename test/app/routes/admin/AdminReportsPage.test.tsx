// @vitest-environment jsdom
// The streamed downloads read XMLHttpRequest progress events, which happy-dom does not send.
import { screen, waitFor, within } from '@testing-library/react';
import { todayIso } from '@/lib/dates';
import { longApiUrl, unauthorized } from '@/mocks/http';
import { server } from '@/mocks/node';
import { catchSavedFiles, firstLineOf, holdFile } from '../../../utils/downloads';
import { holdRequests } from '../../../utils/heldRequests';
import { renderRoute, sessionFor } from '../../../utils/renderWithProviders';

const REPORTS = [
  'metro breakdown',
  'sales push',
  'registered users',
  'UMA companies',
  'metro ranking stats',
];

async function openPage() {
  const rendered = renderRoute('/admin/reports', {
    preloadedState: { auth: sessionFor('admin@demo.test') },
  });
  const form = await screen.findByRole('form', { name: 'Report dates' });
  return { ...rendered, form };
}

const dateField = (form: HTMLElement, label: string) =>
  within(form).getByLabelText(new RegExp(`^\\*?\\s*${label}$`));
const downloadOf = (name: string) => screen.getByRole('button', { name: `Download ${name}` });

/** The query of every request to /portal/reports/{report}. */
function watchReports(): URLSearchParams[] {
  const seen: URLSearchParams[] = [];
  server.events.on('request:start', ({ request }) => {
    const url = new URL(request.url);
    if (url.pathname.includes('/portal/reports/')) seen.push(url.searchParams);
  });
  return seen;
}

function daysBefore(day: string, days: number): string {
  const date = new Date(`${day}T00:00:00Z`);
  date.setUTCDate(date.getUTCDate() - days);
  return date.toISOString().slice(0, 10);
}

describe('Route /admin/reports', () => {
  it('offers the five reports for one range, last week through today by default', async () => {
    const { form } = await openPage();
    const today = todayIso();
    expect(dateField(form, 'Start Date')).toHaveValue(daysBefore(today, 7));
    expect(dateField(form, 'End Date')).toHaveValue(today);
    // The reports' groups (the header's language switch is a group too).
    const groups = screen
      .getAllByRole('group')
      .filter((group) => group.getAttribute('aria-label') !== 'Language');
    expect(groups.map((group) => within(group).getByRole('heading').textContent)).toEqual([
      'Metro breakdown',
      'Sales push',
      'Registered users',
      'UMA companies',
      'Metro ranking stats',
    ]);
    for (const name of REPORTS) expect(downloadOf(name)).toBeEnabled();
  });

  it('downloads each report for the chosen dates under the spec’s file names', async () => {
    const { saved } = catchSavedFiles();
    const queries = watchReports();
    const { form, user } = await openPage();
    await user.clear(dateField(form, 'Start Date'));
    await user.type(dateField(form, 'Start Date'), '2026-11-01');
    await user.clear(dateField(form, 'End Date'));
    await user.type(dateField(form, 'End Date'), '2026-11-07');

    const expected: [string, string, string][] = [
      ['metro breakdown', 'metro_breakdown.csv', 'date,metro,state,position,company,status'],
      ['sales push', 'sales_push.csv', 'company,contact_name,phone,email'],
      ['registered users', 'registered_users.csv', 'first_name,last_name,email,company'],
      ['UMA companies', 'uma_companies.csv', 'company,city,state,dot_number'],
      [
        'metro ranking stats',
        'metro_ranking_stats_2026-11-01_2026-11-07.csv',
        'metro,state,position,company',
      ],
    ];
    for (const [name, fileName] of expected) {
      await user.click(downloadOf(name));
      expect(await screen.findByText(`Saved ${fileName}.`)).toBeVisible();
    }
    expect(saved.map((file) => file.name)).toEqual(expected.map(([, fileName]) => fileName));
    for (const [index, [, , header]] of expected.entries()) {
      expect(await firstLineOf(saved[index])).toMatch(new RegExp(`^${header}`));
    }
    expect(queries.map((query) => [query.get('start_date'), query.get('end_date')])).toEqual(
      expected.map(() => ['2026-11-01', '2026-11-07']),
    );
  });

  it.each([
    ['Start Date', 'Start Date is required'],
    ['End Date', 'End Date is required'],
  ])('asks for the %s before downloading', async (label, message) => {
    const { saved } = catchSavedFiles();
    const queries = watchReports();
    const { form, user } = await openPage();
    await user.clear(dateField(form, label));
    await user.click(downloadOf('sales push'));

    expect(await within(form).findByRole('alert')).toHaveTextContent(message);
    expect(dateField(form, label)).toHaveAccessibleDescription(message);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    const today = todayIso();
    await user.type(dateField(form, label), label === 'End Date' ? today : daysBefore(today, 3));
    await user.click(downloadOf('sales push'));
    expect(await screen.findByText('Saved sales_push.csv.')).toBeVisible();
    // The refused click sent nothing: one request in all.
    expect(queries).toHaveLength(1);
    expect(saved).toHaveLength(1);
  });

  it('runs a download beside another without blocking the page', async () => {
    const { saved } = catchSavedFiles();
    const slow = holdFile('get', '/portal/reports/metro_breakdown', {
      size: 5000,
      fileName: 'metro_breakdown.csv',
    });
    const { form, user } = await openPage();
    await user.click(downloadOf('metro breakdown'));
    await slow.arrived;
    slow.send('date,metro\r\n');
    expect(
      await screen.findByRole('progressbar', { name: 'Metro breakdown download' }),
    ).toBeVisible();

    // The dates and the other reports stay usable; this one waits for its run.
    expect(dateField(form, 'Start Date')).toBeEnabled();
    expect(downloadOf('metro breakdown')).toBeDisabled();
    await user.click(downloadOf('UMA companies'));
    expect(await screen.findByText('Saved uma_companies.csv.')).toBeVisible();
    expect(screen.getByRole('progressbar', { name: 'Metro breakdown download' })).toBeVisible();

    slow.send('x'.repeat(4988));
    slow.end();
    expect(await screen.findByText('Saved metro_breakdown.csv.')).toBeVisible();
    expect(saved.map((file) => file.name)).toEqual(['uma_companies.csv', 'metro_breakdown.csv']);
  });

  it('ends the session when the server answers 401 mid-download', async () => {
    catchSavedFiles();
    const held = holdRequests('get', longApiUrl('/portal/reports/registered_users'), () =>
      unauthorized(),
    );
    const { router, user } = await openPage();
    await user.click(downloadOf('registered users'));
    await held.arrived;
    expect(screen.getByRole('progressbar', { name: 'Registered users download' })).toBeVisible();
    held.release();

    const dialog = await screen.findByRole('dialog', { name: 'Login' });
    expect(within(dialog).getByText('Your session has ended. Please log in again.')).toBeVisible();
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
  });
});
