import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { fetchFreeTrial } from '@/features/auth/authSlice';
import { browser } from '@/lib/browser';
import { getDb } from '@/mocks/db/store';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderRoute } from '../../utils/renderWithProviders';
import { recordLocations } from '../../utils/locations';

async function loginAs(email: string) {
  const rendered = renderRoute('/join');
  const seen = recordLocations(rendered.router);
  await rendered.user.click(await screen.findByRole('button', { name: 'Login' }));
  const dialog = await screen.findByRole('dialog', { name: 'Login' });
  await rendered.user.type(within(dialog).getByLabelText(/UserName/), email);
  await rendered.user.type(within(dialog).getByLabelText(/Password/), 'Operator2026!');
  await rendered.user.click(within(dialog).getByRole('button', { name: 'Login' }));
  await within(screen.getByRole('banner')).findByRole('button', { name: 'Logout' });
  return { ...rendered, seen };
}

const upgradeList = (haveCard: boolean) => ({
  status: { code: 0, msg: 'success' },
  result: {
    bast_new_price_total: 275,
    base_current_price_total: 91.67,
    have_bank_card_added: haveCard,
    listing_list: [
      {
        company_metro_id: 1,
        metro_name: 'Dallas, TX',
        base_new_price: 150,
        base_current_price: 50,
      },
      {
        company_metro_id: 2,
        metro_name: 'Fort Worth, TX',
        base_new_price: 125,
        base_current_price: 41.67,
      },
    ],
  },
});

describe('Free-trial banner and upgrade', () => {
  it('is not shown to a paying operator', async () => {
    const { store } = await loginAs('operator@demo.test');
    // The layout asks the server in the background; asking once more and awaiting that answer
    // (nothing on screen says it came) makes the banner's absence mean something.
    const companyId = getDb().accounts.find(
      (row) => row.email === 'operator@demo.test',
    )?.company_id;
    await act(() => store.dispatch(fetchFreeTrial(Number(companyId))));
    expect(screen.queryByRole('complementary', { name: 'Free trial' })).not.toBeInTheDocument();
  });

  it('offers Upgrade to an eligible free-trial operator; without a card it leads to Add Credit Card', async () => {
    const { user, seen } = await loginAs('freetrial@demo.test');
    const banner = await screen.findByRole('complementary', { name: 'Free trial' });
    await user.click(within(banner).getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(
      await within(dialog).findByRole('columnheader', { name: 'Total Billing' }),
    ).toBeInTheDocument();
    expect(
      within(dialog).getByRole('columnheader', { name: 'Prorated Billing' }),
    ).toBeInTheDocument();
    expect(within(dialog).queryByRole('button', { name: 'Pay the Bill' })).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Add Credit Card' }));
    await waitFor(() => expect(seen).toContain('/subscribers/payments'));
  });

  it('pays the bill when a card is on file, congratulates, and OK reloads the listings', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings/upgrade_to_premium'), () =>
        HttpResponse.json(upgradeList(true)),
      ),
      http.get(apiUrl('/subscribers/self_pay_upgrade_to_premium'), () =>
        HttpResponse.json({ status: { code: 0, msg: 'success' } }),
      ),
    );
    const { user } = await loginAs('freetrial@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(await within(dialog).findByText('Dallas, TX')).toBeInTheDocument();
    expect(within(dialog).getByText('$275.00')).toBeInTheDocument();
    expect(within(dialog).getByText('$91.67')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Pay the Bill' }));
    const congrats = await screen.findByRole('dialog', { name: 'Congratulations!' });
    const reloadTo = vi.spyOn(browser, 'reloadTo').mockImplementation(() => undefined);
    await user.click(within(congrats).getByRole('button', { name: 'OK' }));
    expect(reloadTo).toHaveBeenCalledWith('/subscribers/listings');
  });

  it('alerts the status message when paying fails, and stays usable', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings/upgrade_to_premium'), () =>
        HttpResponse.json(upgradeList(true)),
      ),
      http.get(apiUrl('/subscribers/self_pay_upgrade_to_premium'), () =>
        HttpResponse.json({ status: { code: 4, msg: 'Your card was declined.' } }),
      ),
    );
    const { user } = await loginAs('freetrial@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    await user.click(await within(dialog).findByRole('button', { name: 'Pay the Bill' }));
    expect(await within(dialog).findByText('Your card was declined.')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Pay the Bill' })).toBeEnabled();
  });

  it('alerts the status message when the upgrade list fails', async () => {
    server.use(
      http.get(apiUrl('/subscribers/listings/upgrade_to_premium'), () =>
        HttpResponse.json({ status: { code: 2, msg: 'Upgrade is not available right now.' } }),
      ),
    );
    const { user } = await loginAs('freetrial@demo.test');
    await user.click(await screen.findByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('dialog', { name: 'Upgrade to Premium' });
    expect(
      await within(dialog).findByText('Upgrade is not available right now.'),
    ).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Continue as Free Trial' }));
    await waitFor(() =>
      expect(screen.queryByRole('dialog', { name: 'Upgrade to Premium' })).not.toBeInTheDocument(),
    );
  });
});
