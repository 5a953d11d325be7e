import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { longApiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { catchSavedFiles, firstLineOf } from '../../../../utils/downloads';
import { sessionFor } from '../../../../utils/renderWithProviders';
import { OPERATOR } from '../helpers';
import { askFor, openReports, pinTodayToTheSeed } from './reportsHelpers';

pinTodayToTheSeed();

/** The export requests the page sends: path and body. */
function recordExports(): Record<string, unknown>[] {
  const bodies: Record<string, unknown>[] = [];
  server.events.on('request:start', ({ request }) => {
    if (new URL(request.url).pathname.includes('/reports/export/')) {
      void request
        .clone()
        .json()
        .then((body: Record<string, unknown>) =>
          bodies.push({ path: new URL(request.url).pathname, ...body }),
        );
    }
  });
  return bodies;
}

const exports = () => screen.getByRole('region', { name: 'CSV Exports' });

describe('Route /subscribers/reports: the CSV exports', () => {
  it('downloads quotes and clicks of the range asked for, under the server’s file name', async () => {
    const { saved } = catchSavedFiles();
    const bodies = recordExports();
    const { user } = await openReports();
    await askFor(user, '2026-10-01', '2026-11-21');
    expect(await within(exports()).findByText('From 10/01/2026 to 11/21/2026.')).toBeVisible();

    await user.click(within(exports()).getByRole('button', { name: 'Download quotes' }));
    expect(await within(exports()).findByText('Saved 2026-10-01_2026-11-21.csv.')).toBeVisible();
    await user.click(within(exports()).getByRole('button', { name: 'Download clicks' }));
    expect(await within(exports()).findAllByText('Saved 2026-10-01_2026-11-21.csv.')).toHaveLength(
      2,
    );

    expect(saved.map((file) => file.name)).toEqual([
      '2026-10-01_2026-11-21.csv',
      '2026-10-01_2026-11-21.csv',
    ]);
    expect(await firstLineOf(saved[0])).toMatch(/^quote_id,city,state,submitted_on,name,email/);
    expect(await firstLineOf(saved[1])).toMatch(/^city,state,number_of_quotes,messages/);
    const companyId = sessionFor(OPERATOR).companyId;
    expect(bodies).toEqual([
      {
        path: longApiUrl('/subscribers/reports/export/quotes'),
        company_id: companyId,
        start_date: '2026-10-01',
        end_date: '2026-11-21',
      },
      {
        path: longApiUrl('/subscribers/reports/export/clicks'),
        company_id: companyId,
        start_date: '2026-10-01',
        end_date: '2026-11-21',
      },
    ]);
  });

  it('says which export failed, with the server’s text, and retries it', async () => {
    catchSavedFiles();
    let refuse = true;
    server.use(
      http.post(longApiUrl('/subscribers/reports/export/clicks'), () =>
        refuse
          ? HttpResponse.json({ success: false, error_message: 'Your company could not be found.' })
          : undefined,
      ),
    );
    const { user } = await openReports();
    await user.click(within(exports()).getByRole('button', { name: 'Download clicks' }));
    const alert = await within(exports()).findByRole('alert');
    expect(alert).toHaveTextContent('The clicks download failed. Your company could not be found.');
    refuse = false;
    await user.click(within(alert).getByRole('button', { name: 'Retry the clicks download' }));
    expect(
      await within(exports()).findByText(/^Saved \d{4}-\d{2}-\d{2}_\d{4}-\d{2}-\d{2}\.csv\.$/),
    ).toBeVisible();
  });
});
