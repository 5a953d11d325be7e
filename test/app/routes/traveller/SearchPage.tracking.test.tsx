import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import {
  answerSearch,
  card,
  recordPosts,
  renderSearch,
  richResult,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

// The external links open new tabs; jsdom cannot navigate, so the default action is dropped.
function blockNavigation() {
  const block = (event: Event) => {
    if ((event.target as Element).closest('a')) event.preventDefault();
  };
  document.addEventListener('click', block, true);
  return () => document.removeEventListener('click', block, true);
}

let unblock: () => void;
beforeEach(() => {
  unblock = blockNavigation();
});
afterEach(() => unblock());

describe('Tracking', () => {
  it('records more details, phone, contact us, website and each social link with its type and count 1', async () => {
    answerSearch(wireSearch([richResult()]));
    const tracked = recordPosts('/tracking/');
    const { user } = await renderSearch('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'More Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alpha Coaches' });
    await user.click(within(dialog).getByRole('button', { name: 'Show Phone Number' }));
    await user.click(within(dialog).getByRole('link', { name: /www.company11.example/ }));
    for (const network of ['Facebook', 'Twitter', 'Instagram', 'YouTube']) {
      await user.click(within(dialog).getByRole('link', { name: new RegExp(network) }));
    }
    await user.click(within(dialog).getByRole('button', { name: 'Contact Us' }));
    await waitFor(() => expect(tracked).toHaveLength(8));
    expect(tracked.map((body) => body.tracking_type)).toEqual([6, 9, 1, 4, 5, 13, 3, 16]);
    for (const body of tracked)
      expect(body).toEqual({ company_metro_id: 11, tracking_type: body.tracking_type, count: 1 });
  });

  it('never records anything for a sample result', async () => {
    answerSearch(
      wireSearch([richResult({ company: { id: 0, name: '' } }), wireResult(12, 'Bravo Bus')]),
    );
    const tracked = recordPosts('/tracking/');
    const { user } = await renderSearch('/search/dallas/tx');
    await user.click(
      within(card('Bus Charter Service in Dallas, TX')).getByRole('button', {
        name: 'More Details',
      }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Bus Charter Service in Dallas, TX' });
    await user.click(within(dialog).getByRole('button', { name: 'Show Phone Number' }));
    await user.click(within(dialog).getByRole('link', { name: /Facebook/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Contact Us' }));
    const message = await screen.findByRole('dialog', { name: 'Send Message' });
    await user.click(within(message).getByRole('button', { name: 'Close message' }));
    await user.click(within(dialog).getByRole('button', { name: 'Close Details' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // A real company's click comes after them: once its call is here, any call the sample's
    // clicks had sent would be here too.
    await user.click(within(card('Bravo Bus')).getByRole('button', { name: 'More Details' }));
    await waitFor(() => expect(tracked.at(-1)).toMatchObject({ company_metro_id: 12 }));
    expect(tracked).toEqual([{ company_metro_id: 12, tracking_type: 6, count: 1 }]);
  });

  it('a failed tracking call changes nothing for the traveller', async () => {
    answerSearch(wireSearch([richResult()]));
    let calls = 0;
    server.use(
      http.post(apiUrl('/tracking/'), () => {
        calls += 1;
        return calls === 1 ? HttpResponse.error() : HttpResponse.json({}, { status: 500 });
      }),
    );
    const { user } = await renderSearch('/search/dallas/tx');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'More Details' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alpha Coaches' });
    await user.click(within(dialog).getByRole('button', { name: 'Show Phone Number' }));
    await waitFor(() => expect(calls).toBe(2));
    expect(within(dialog).getByRole('link', { name: '(214) 555-0142' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
