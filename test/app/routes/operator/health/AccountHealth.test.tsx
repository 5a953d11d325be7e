import { screen, waitFor, within, type queries } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { withDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../../utils/heldRequests';
import { OPERATOR, renderAsOperator, unreadIs } from '../helpers';

const FREE_TRIAL = 'freetrial@demo.test';
const LISTINGS_FAILED = 'There was a problem loading your listings. Please try again later.';
const REVIEWS_FAILED = 'Your reviews could not be loaded. Please try again later.';
const UNREAD_FAILED = 'There was a problem loading your unread messages. Please try again later.';

function companyOf(email: string): number {
  return withDb((db) => Number(db.accounts.find((row) => row.email === email)?.company_id));
}

/** The operator's company with nothing to do: every listing live, a card, every review answered. */
function allInOrder(email = OPERATOR) {
  const companyId = companyOf(email);
  withDb((db) => {
    for (const row of db.company_metros) {
      if (row.company_id === companyId) row.status = 'Active/Approved';
    }
    for (const review of db.reviews) {
      if (review.company_id === companyId) review.operator_response ??= 'Thank you!';
    }
  });
  unreadIs(0);
}

async function openPanel(email = OPERATOR) {
  const rendered = renderAsOperator('/subscribers/my-account', email);
  const panel = await screen.findByRole('region', { name: 'Account health' });
  return { ...rendered, panel: within(panel) };
}

/** The panel's item under this heading (its h3), as a scope. */
type Scope = ReturnType<typeof within<typeof queries>>;

function item(panel: Scope, title: string | RegExp) {
  const heading = panel.getByRole('heading', { level: 3, name: title });
  return within(heading.closest('.list-group-item') as HTMLElement);
}

describe('Account health on /subscribers/my-account', () => {
  it('lists what the demo operator has to do, each with the link to do it', async () => {
    unreadIs(3);
    const { panel } = await openPanel();
    expect(
      await panel.findByText('Plano, TX is waiting for payment before going live.'),
    ).toBeVisible();
    const pay = item(panel, /^Awaiting payment/);
    expect(pay.getByText('Needs attention')).toBeVisible();
    expect(pay.getByRole('link', { name: 'Pay' })).toHaveAttribute('href', '/subscribers/crash');

    const waco = withDb((db) => {
      const metro = db.metros.find((row) => row.city === 'Waco');
      return db.company_metros.find(
        (row) => row.company_id === companyOf(OPERATOR) && row.metro_id === metro?.id,
      );
    });
    const noBus = item(panel, /^No bus in Waco, TX/);
    expect(
      noBus.getByText('Travellers do not see your listing in Waco, TX until it has a bus.'),
    ).toBeVisible();
    expect(noBus.getByRole('link', { name: 'Add a bus to Waco, TX' })).toHaveAttribute(
      'href',
      `/subscribers/listings/${waco?.id}`,
    );

    const refused = item(panel, /^Not approved/);
    expect(refused.getByText(/^McKinney, TX is not approved\. Call us at/)).toBeVisible();
    expect(refused.getByRole('link', { name: 'Listings' })).toHaveAttribute(
      'href',
      '/subscribers/listings',
    );
    // Said, not asked: removal is what the operator wanted.
    const removal = item(panel, /^Pending removal/);
    expect(removal.getByText('Denton, TX is being removed at your request.')).toBeVisible();
    expect(removal.queryByText('Needs attention')).not.toBeInTheDocument();

    // A card is on file: a plain sentence, nothing to do.
    const payment = item(panel, /^Payment information/);
    expect(payment.getByText('Your payment information is on file.')).toBeVisible();
    expect(payment.queryByText('Needs attention')).not.toBeInTheDocument();
    expect(payment.queryByRole('link')).not.toBeInTheDocument();

    const reviews = item(panel, /^Reviews/);
    expect(reviews.getByText(/^\d+ reviews? (is|are) waiting for your reply\.$/)).toBeVisible();
    expect(reviews.getByRole('link', { name: 'Reviews' })).toHaveAttribute(
      'href',
      '/subscribers/reviews',
    );

    const messages = item(panel, /^Messages/);
    expect(messages.getByText('You have 3 unread messages.')).toBeVisible();
    expect(messages.getByRole('link', { name: 'Messages' })).toHaveAttribute(
      'href',
      '/subscribers/messages',
    );
  });

  it('says in one line when nothing needs attention', async () => {
    allInOrder();
    const { panel } = await openPanel();
    expect(
      await panel.findByText('Nothing needs your attention: your account is in good order.'),
    ).toBeVisible();
    expect(panel.queryByRole('listitem')).not.toBeInTheDocument();
    expect(panel.queryByRole('heading', { level: 3 })).not.toBeInTheDocument();
    expect(panel.queryByText('Needs attention')).not.toBeInTheDocument();
  });

  it('asks for payment information when none is on file, with the link to Payments', async () => {
    allInOrder();
    const companyId = companyOf(OPERATOR);
    withDb((db) => {
      db.cards = db.cards.filter((card) => card.company_id !== companyId);
    });
    const { panel } = await openPanel();
    const payment = await waitFor(() => item(panel, /^Payment information/));
    expect(payment.getByText('Your account is missing payment information.')).toBeVisible();
    expect(payment.getByText('Needs attention')).toBeVisible();
    expect(payment.getByRole('link', { name: 'Add payment information' })).toHaveAttribute(
      'href',
      '/subscribers/payments',
    );
  });

  it('says unread messages with their link, and nothing at all when there are none', async () => {
    allInOrder();
    unreadIs(2);
    const first = await openPanel();
    expect(await first.panel.findByText('You have 2 unread messages.')).toBeVisible();
    first.unmount();
    unreadIs(0);
    const second = await openPanel();
    // Fine on its own: the whole account says so in one line instead.
    expect(await second.panel.findByText(/^Nothing needs your attention/)).toBeVisible();
    expect(second.panel.queryByText('No unread messages.')).not.toBeInTheDocument();
  });

  it('says when there are too many unread messages to count', async () => {
    unreadIs(150);
    const { panel } = await openPanel();
    expect(await panel.findByText('You have more than 99 unread messages.')).toBeVisible();
  });

  it('names what a free trial waits for, with no Pay, and offers the upgrade', async () => {
    const companyId = companyOf(FREE_TRIAL);
    withDb((db) => {
      const row = db.company_metros.find((listing) => listing.company_id === companyId);
      if (row) row.status = 'Pending Approval';
    });
    const { panel, user } = await openPanel(FREE_TRIAL);
    expect(await panel.findByText(/^Your account is on a free trial\./)).toBeVisible();
    const waiting = await waitFor(() => item(panel, /^Pending approval/));
    expect(waiting.getByText(/waiting for approval\.$/)).toBeVisible();
    expect(waiting.queryByRole('link', { name: 'Pay' })).not.toBeInTheDocument();
    // No card on file for this demo account.
    expect(item(panel, /^Payment information/).getByText('Needs attention')).toBeVisible();
    await user.click(
      item(panel, /^Free trial/).getByRole('button', { name: 'See the upgrade offer' }),
    );
    const offer = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(within(offer).getByRole('button', { name: 'Upgrade' })).toBeVisible();
  });

  it.each([
    [
      'listings',
      'get',
      '/subscribers/listings',
      LISTINGS_FAILED,
      'Listings and payment information',
    ],
    ['reviews', 'get', '/review/listing/:companyId', REVIEWS_FAILED, 'Reviews'],
  ] as const)(
    'shows a failed %s call in its own row with Try again; the rest of the panel stays',
    async (_, method, path, text, title) => {
      unreadIs(4);
      server.use(
        http[method](apiUrl(path), () => HttpResponse.json({ success: false }), { once: true }),
      );
      const { panel, user } = await openPanel();
      const failed = await waitFor(() => item(panel, title));
      expect(await failed.findByText(text)).toBeVisible();
      expect(failed.queryByText('Needs attention')).not.toBeInTheDocument();
      expect(await panel.findByText('You have 4 unread messages.')).toBeVisible();
      await user.click(failed.getByRole('button', { name: 'Try again' }));
      await waitFor(() => expect(panel.queryByText(text)).not.toBeInTheDocument());
      expect(panel.queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
    },
  );

  it('shows a failed unread count in its own row with Try again', async () => {
    unreadIs(null);
    const { panel, user } = await openPanel();
    const failed = item(panel, /^Messages/);
    expect(await failed.findByText(UNREAD_FAILED)).toBeVisible();
    expect(await panel.findByText(/waiting for payment/)).toBeVisible();
    unreadIs(2);
    await user.click(failed.getByRole('button', { name: 'Try again' }));
    expect(await panel.findByText('You have 2 unread messages.')).toBeVisible();
  });

  it('never holds the page: a hanging call shows its own wait while the rest is there', async () => {
    unreadIs(1);
    const held = holdRequests('get', apiUrl('/subscribers/listings'));
    const { panel } = await openPanel();
    await held.arrived;
    expect(screen.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
    expect(await panel.findByText('You have 1 unread message.')).toBeVisible();
    expect(panel.getByText('Checking your listings and payment information...')).toBeVisible();
    held.release();
    expect(await panel.findByText(/waiting for payment/)).toBeVisible();
    expect(held.calls).toBe(1);
  });
});
