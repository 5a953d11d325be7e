import { render, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { DownloadControl, DownloadProgress } from '@/components/data/DownloadControl';
import { SESSION_ENDED_NOTICE } from '@/features/auth/authSlice';
import type { DownloadRequest } from '@/lib/download';
import { longApiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { catchSavedFiles, firstLineOf, holdFile } from '../../utils/downloads';
import { renderWithProviders, sessions } from '../../utils/renderWithProviders';

const PATH = '/portal/reports/test_file';
const REQUEST: DownloadRequest = {
  method: 'get',
  path: PATH,
  params: { start_date: '2026-11-15', end_date: '2026-11-22' },
  fileName: 'spec_name.csv',
};
const CSV = 'metro,state\r\nDallas,TX\r\n';

function renderControl(prepare: () => DownloadRequest | null = () => REQUEST) {
  return renderWithProviders(<DownloadControl name="metro breakdown" prepare={prepare} />, {
    preloadedState: { auth: sessions.admin },
  });
}

const group = () => screen.getByRole('group', { name: 'Metro breakdown' });
const downloadButton = () =>
  within(group()).getByRole('button', { name: 'Download metro breakdown' });
const bar = () => screen.getByRole('progressbar', { name: 'Metro breakdown download' });

function answer(response: () => Response) {
  let calls = 0;
  server.use(
    http.get(longApiUrl(PATH), () => {
      calls += 1;
      return response();
    }),
  );
  return { calls: () => calls };
}

const csvFile = (headers: Record<string, string> = {}) =>
  new HttpResponse(CSV, { headers: { 'Content-Type': 'text/csv', ...headers } });

describe('DownloadControl', () => {
  it('shows bytes received of the whole on a bar, then saves under the server’s name', async () => {
    const { saved, revoked } = catchSavedFiles();
    const file = holdFile('get', PATH, { size: 3 * 1024 * 1024, fileName: 'from_server.csv' });
    const { user } = renderControl();

    await user.click(downloadButton());
    await file.arrived;
    expect(await screen.findByText(/Preparing the file/)).toBeVisible();

    file.send(`metro,state\r\n${'x'.repeat(1024 * 1024 - 13)}`);
    await waitFor(() => expect(bar()).toHaveAttribute('aria-valuenow', '33'));
    expect(screen.getByText('1.0 MB of 3.0 MB')).toBeVisible();
    // The rest of the screen is not covered: the only busy control is this one's button.
    expect(downloadButton()).toBeDisabled();
    expect(
      within(group()).getByRole('button', { name: 'Cancel the metro breakdown download' }),
    ).toBeEnabled();

    file.send('y'.repeat(2 * 1024 * 1024));
    file.end();
    expect(await screen.findByText('Saved from_server.csv.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    expect(saved.map((f) => f.name)).toEqual(['from_server.csv']);
    expect(await firstLineOf(saved[0])).toBe('metro,state');
    expect(downloadButton()).toBeEnabled();
    expect(revoked).toEqual([]); // freed later (REVOKE_AFTER_MS), see test/lib/download.test.ts
  });

  it('falls back to the spec’s file name when the server names none', async () => {
    const { saved } = catchSavedFiles();
    answer(() => csvFile());
    const { user } = renderControl();
    await user.click(downloadButton());
    expect(await screen.findByText('Saved spec_name.csv.')).toBeVisible();
    expect(saved.map((f) => f.name)).toEqual(['spec_name.csv']);
    expect(await firstLineOf(saved[0])).toBe('metro,state');
  });

  it('shows bytes so far on a moving bar when the size is unknown', () => {
    render(<DownloadProgress name="sales push" loaded={1536} total={null} />);
    const progress = screen.getByRole('progressbar', { name: 'Sales push download' });
    expect(progress).not.toHaveAttribute('aria-valuenow');
    expect(progress).toHaveAttribute('aria-valuetext', '1.5 KB so far');
    expect(progress.firstElementChild).toHaveClass('progress-bar-animated');
    expect(screen.getByText('1.5 KB so far')).toBeVisible();
  });

  it('can be cancelled, and started again', async () => {
    const { saved } = catchSavedFiles();
    const file = holdFile('get', PATH, { size: 1000 });
    const { user } = renderControl();

    await user.click(downloadButton());
    await file.arrived;
    await user.click(
      await within(group()).findByRole('button', { name: 'Cancel the metro breakdown download' }),
    );
    expect(await screen.findByText('The metro breakdown download was cancelled.')).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
    file.send(CSV);
    file.end();
    expect(downloadButton()).toBeEnabled();
    expect(saved).toEqual([]);

    server.resetHandlers();
    answer(() => csvFile());
    await user.click(downloadButton());
    expect(await screen.findByText('Saved spec_name.csv.')).toBeVisible();
  });

  it('sends one request for a double click while it runs', async () => {
    const { saved } = catchSavedFiles();
    const file = holdFile('get', PATH, { size: CSV.length });
    const { user } = renderControl();

    await user.dblClick(downloadButton());
    await file.arrived;
    await user.click(downloadButton());
    file.send(CSV);
    file.end();
    expect(await screen.findByText('Saved spec_name.csv.')).toBeVisible();
    expect(file.calls).toBe(1);
    expect(saved).toHaveLength(1);
  });

  it('says what failed with the server’s text, and Retry downloads it', async () => {
    const { saved } = catchSavedFiles();
    let fail = true;
    const calls = answer(() =>
      fail
        ? HttpResponse.json(
            { success: false, error_message: 'The report server is busy.' },
            { status: 503 },
          )
        : csvFile({ 'Content-Disposition': 'attachment; filename="metro_breakdown.csv"' }),
    );
    const { user } = renderControl();

    await user.click(downloadButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(
      'The metro breakdown download failed. The report server is busy.',
    );
    fail = false;
    await user.click(
      within(alert).getByRole('button', { name: 'Retry the metro breakdown download' }),
    );
    expect(await screen.findByText('Saved metro_breakdown.csv.')).toBeVisible();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(calls.calls()).toBe(2);
    expect(saved.map((f) => f.name)).toEqual(['metro_breakdown.csv']);
  });

  it.each([
    [
      'a refusal in the envelope (HTTP 200)',
      () => HttpResponse.json({ success: false, error_message: 'Please give start_date.' }),
      'The metro breakdown download failed. Please give start_date.',
    ],
    [
      'a plain-text failure',
      () =>
        new HttpResponse('Report timed out.', {
          status: 504,
          headers: { 'Content-Type': 'text/plain' },
        }),
      'The metro breakdown download failed. Report timed out.',
    ],
    [
      'an error page (not text to show)',
      () =>
        new HttpResponse('<html><body>Bad Gateway</body></html>', {
          status: 502,
          headers: { 'Content-Type': 'text/html' },
        }),
      'The metro breakdown download failed.',
    ],
    ['a lost connection', () => HttpResponse.error(), 'The metro breakdown download failed.'],
  ])('says what failed on %s, and saves nothing', async (_, response, text) => {
    const { saved } = catchSavedFiles();
    answer(response);
    const { user } = renderControl();
    await user.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(new RegExp(`^${text}Retry`));
    expect(saved).toEqual([]);
  });

  it('ends the session on a 401 during the download, as every call does', async () => {
    catchSavedFiles();
    answer(() =>
      HttpResponse.json(
        { success: false, error_message: 'Invalid or expired token.' },
        { status: 401 },
      ),
    );
    const { user, store } = renderControl();
    await user.click(downloadButton());
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The metro breakdown download failed.',
    );
    expect(store.getState().auth.loggedIn).toBe(false);
    expect(store.getState().auth.sessionNotice).toBe(SESSION_ENDED_NOTICE);
  });
});
