import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { AccountMenu } from '@/features/auth/components/AccountMenu';
import { apiUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { renderWithProviders, sessionFor } from '../../../../utils/renderWithProviders';
import { renderAsOperator } from '../helpers';

const PROGRESS = '/company/progress/get/company/setup/index';

/** The wizard's frame once a step is open: its h1 and "Step N of 5". */
async function openStep(name: string, number: number) {
  expect(await screen.findByRole('heading', { level: 1, name })).toBeVisible();
  expect(screen.getByText(`Step ${number} of 5`, { selector: 'p' })).toBeVisible();
}

describe('Route /subscribers/init*: the wizard frame and its guard', () => {
  it('shows "Step N of 5" and the five step names, the current one marked', async () => {
    renderAsOperator('/subscribers/init', 'setup1@demo.test');
    await openStep('Profile Information', 1);
    const names = [
      'Profile Information',
      'Fleet Information',
      'Add Metros',
      'Bid for Placement',
      'Payment',
    ];
    const items = screen
      .getAllByRole('listitem')
      .filter((item) => names.includes(item.textContent ?? ''));
    expect(items.map((item) => item.textContent)).toEqual(names);
    expect(items[0]).toHaveAttribute('aria-current', 'step');
    expect(screen.getByRole('progressbar', { name: 'Setup progress: step 1 of 5' })).toBeVisible();
  });

  it("sends a company at step 1 that opens another step's address to step 1", async () => {
    const { router } = renderAsOperator('/subscribers/init4', 'setup1@demo.test');
    await openStep('Profile Information', 1);
    expect(router.state.location.pathname).toBe('/subscribers/init');
  });

  it('sends a company at step 2 that opens step 1 to step 2', async () => {
    const { router } = renderAsOperator('/subscribers/init', 'setup2@demo.test');
    await openStep('Fleet Information', 2);
    expect(router.state.location.pathname).toBe('/subscribers/init2');
  });

  it('sends an operator who finished setup to the listings', async () => {
    const { router } = renderAsOperator('/subscribers/init2');
    await waitFor(() => expect(router.state.location.pathname).toBe('/subscribers/listings'));
    expect(screen.queryByText(/Step \d of 5/)).not.toBeInTheDocument();
  });

  it('shows a failed progress call with Try again, and recovers', async () => {
    server.use(
      http.get(apiUrl(PROGRESS), () =>
        HttpResponse.json({ status: { code: 1, msg: 'Progress is resting.' }, result: null }),
      ),
    );
    const { user, router } = renderAsOperator('/subscribers/init3', 'setup2@demo.test');
    expect(await screen.findByText('Progress is resting.')).toBeVisible();
    expect(router.state.location.pathname).toBe('/subscribers/init3');
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    await openStep('Fleet Information', 2);
    expect(router.state.location.pathname).toBe('/subscribers/init2');
    expect(screen.queryByText('Progress is resting.')).not.toBeInTheDocument();
  });
});

describe('My Account during setup', () => {
  it('is a link on step 1', async () => {
    renderAsOperator('/subscribers/init', 'setup1@demo.test');
    await openStep('Profile Information', 1);
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'My Account' })).toHaveAttribute(
      'href',
      '/subscribers/listings',
    );
  });

  it('is disabled on step 2, out of the tab order', async () => {
    renderAsOperator('/subscribers/init2', 'setup2@demo.test');
    await openStep('Fleet Information', 2);
    const item = within(screen.getByRole('banner')).getByRole('link', { name: 'My Account' });
    expect(item).toHaveAttribute('aria-disabled', 'true');
    expect(item).not.toHaveAttribute('href');
    expect(item).not.toHaveAttribute('tabindex');
  });

  it.each(['/subscribers/init3', '/subscribers/init4', '/subscribers/init5/'])(
    'is disabled on %s',
    (route) => {
      renderWithProviders(<AccountMenu />, {
        route,
        preloadedState: { auth: sessionFor('setup3@demo.test') },
      });
      expect(screen.getByRole('link', { name: 'My Account' })).toHaveAttribute(
        'aria-disabled',
        'true',
      );
    },
  );

  it.each(['/subscribers/init', '/subscribers/listings', '/subscribers/init25'])(
    'is a link on %s',
    (route) => {
      renderWithProviders(<AccountMenu />, {
        route,
        preloadedState: { auth: sessionFor('setup3@demo.test') },
      });
      const link = screen.getByRole('link', { name: 'My Account' });
      expect(link).not.toHaveAttribute('aria-disabled');
      expect(link).toHaveAttribute('href', '/subscribers/listings');
    },
  );
});
