import { act, screen, waitFor, within } from '@testing-library/react';
import { env } from '@/config/env';
import { renderRoute, sessionFor } from '../../../utils/renderWithProviders';
import { CART, submittedQuote } from '../../../features/tripRequest/tripForm';
import { persistedStore } from '../../../utils/persistedStore';

function renderConfirmation(quoteNumber: string | null = 'Q-991231-4242') {
  return renderRoute('/confirmation', {
    preloadedState: {
      quoteCart: CART,
      ...(quoteNumber ? { tripRequest: submittedQuote(quoteNumber) } : {}),
    },
  });
}

describe('Route /confirmation', () => {
  it('thanks the traveller with the quote number, what happens next and 100% progress', async () => {
    renderConfirmation();
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    expect(screen.getByText('Q-991231-4242')).toBeInTheDocument();
    expect(
      screen.getByText(
        'A copy of your quote request has been emailed to you, and each company will be in touch with you directly.',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText(/the typical response time is 2 business days/)).toHaveClass(
      'alert-warning',
    );
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '100');
    expect(screen.getByRole('link', { name: env.accountsEmail })).toHaveAttribute(
      'href',
      `mailto:${env.accountsEmail}`,
    );
    await waitFor(() => expect(document.title).toMatch(/^Confirmation/));
  });

  it('clears the quote requests on load', async () => {
    const { store } = renderConfirmation();
    await screen.findByRole('heading', { name: 'Thank you' });
    // Cleared by an effect after the first paint.
    await waitFor(() => expect(store.getState().quoteCart.quoteRequests).toEqual([]));
  });

  it('keeps the quote number through a reload of the tab, without clearing a new cart', async () => {
    const { store, persistor } = await persistedStore({
      quoteCart: CART,
      tripRequest: submittedQuote('Q-991231-4242'),
    });
    const first = renderRoute('/confirmation', { store });
    await screen.findByRole('heading', { name: 'Thank you' });
    await waitFor(() => expect(store.getState().quoteCart.quoteRequests).toEqual([]));
    await act(() => persistor.flush());
    first.unmount();

    // A reload: a new store, built from what the tab kept, with a cart started again.
    window.localStorage.removeItem('buscharter:quoteCart');
    const { store: reloaded } = await persistedStore({ quoteCart: CART });
    renderRoute('/confirmation', { store: reloaded });
    expect(await screen.findByText('Q-991231-4242')).toBeInTheDocument();
    expect(reloaded.getState().quoteCart.quoteRequests).toEqual(CART.quoteRequests);
  });

  it('explains that there is nothing to confirm without a quote number, and keeps the cart', async () => {
    const { store } = renderConfirmation(null);
    expect(
      await screen.findByRole('heading', { name: 'No quote request to confirm' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Search for bus companies' })).toHaveAttribute(
      'href',
      '/search',
    );
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(2);
  });

  it('ignores a malformed stored confirmation', async () => {
    window.sessionStorage.setItem('buscharter:tripRequest', '{not json');
    const { store } = await persistedStore();
    renderRoute('/confirmation', { store });
    expect(
      await screen.findByRole('heading', { name: 'No quote request to confirm' }),
    ).toBeInTheDocument();
  });

  it('offers the account form with its benefits to visitors', async () => {
    renderConfirmation();
    const form = await screen.findByRole('form', { name: 'Create account' });
    const section = screen.getByRole('region', { name: 'Create your free account' });
    const benefits = within(section)
      .getAllByRole('listitem')
      .map((item) => item.textContent);
    expect(benefits).toEqual([
      'Your quote history, with this quote already in it',
      'Communication with companies in one place',
      'A personalised profile for your group',
    ]);
    for (const [label, required] of [
      [/First name$/, true],
      [/Last name$/, true],
      [/About yourself$/, false],
      [/Email$/, true],
      [/Password$/, true],
      [/Password confirmation$/, true],
    ] as const) {
      const control = within(form).getByLabelText(label);
      const star = form.querySelector(`label[for="${control.id}"] .required-star`);
      expect(Boolean(star)).toBe(required);
    }
    expect(within(form).getByLabelText(/Password$/)).toHaveAttribute('type', 'password');
    expect(within(form).getByText('At least 8 characters.')).toBeInTheDocument();
    expect(within(form).getByRole('button', { name: 'Create My Account' })).toBeEnabled();
  });

  it('does not offer an account to someone already logged in', async () => {
    renderRoute('/confirmation', {
      preloadedState: {
        auth: sessionFor('operator@demo.test'),
        tripRequest: submittedQuote('Q-991231-4242'),
      },
    });
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(screen.queryByRole('form', { name: 'Create account' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'View My Quote History' })).not.toBeInTheDocument();
  });

  it('prefills the account form with who sent the request', async () => {
    renderRoute('/confirmation', {
      preloadedState: {
        tripRequest: submittedQuote('Q-991231-4242', {
          firstName: 'Dana',
          lastName: 'Whitfield',
          email: 'dana@example.org',
        }),
      },
    });
    const form = await screen.findByRole('form', { name: 'Create account' });
    expect(within(form).getByLabelText(/First name$/)).toHaveValue('Dana');
    expect(within(form).getByLabelText(/Last name$/)).toHaveValue('Whitfield');
    expect(within(form).getByLabelText(/Email$/)).toHaveValue('dana@example.org');
    await waitFor(() => expect(within(form).getByLabelText(/Password$/)).toHaveValue(''));
  });

  it('embeds no conversion snippet when no conversion id is configured', async () => {
    renderConfirmation();
    await screen.findByRole('heading', { name: 'Thank you' });
    expect(document.querySelector('script[src*="googletagmanager"]')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});
