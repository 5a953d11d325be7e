// Own module graph: lib/tracking starts gtag once per page load (module state); this file needs a page where it has not started.
import { act, screen, waitFor } from '@testing-library/react';
import { saveTripRequest } from '@/features/tripRequest/tripRequestSlice';
import { env } from '@/config/env';
import { renderRoute } from '../../../utils/renderWithProviders';
import { CART, submittedQuote } from '../../../features/tripRequest/tripForm';

// This file's app runs with a conversion id configured (env is read at each call).
beforeEach(() => {
  vi.spyOn(env, 'conversionId', 'get').mockReturnValue('AW-123456');
});

const tags = () => document.head.querySelectorAll('script[src*="googletagmanager"]');

describe('Conversion tracking on /confirmation', () => {
  it('embeds the snippet asynchronously and counts the quote once', async () => {
    const { unmount } = renderRoute('/confirmation', {
      preloadedState: { quoteCart: CART, tripRequest: submittedQuote('Q-991231-4242') },
    });
    expect(await screen.findByRole('heading', { name: 'Thank you' })).toBeInTheDocument();
    // The snippet is added by an effect, which may run after the heading is painted.
    await waitFor(() => expect(tags()).toHaveLength(1));
    const scripts = tags();
    const script = scripts[0] as HTMLScriptElement;
    expect(script.async).toBe(true);
    expect(script.src).toContain('id=AW-123456');
    // Entries may be arrays or gtag's Arguments objects: compare them as arrays.
    const conversions = () =>
      (window.dataLayer ?? [])
        .map((entry) => Array.from(entry as ArrayLike<unknown>))
        .filter((entry) => entry[0] === 'event' && entry[1] === 'conversion');
    expect(conversions()).toEqual([
      ['event', 'conversion', { send_to: 'AW-123456/quote_request' }],
    ]);
    unmount();

    // Coming back to the same confirmation (back button, reload) does not count it again. The
    // revisit's effect leaves the cart alone; a later quote's effect clears it, so once the cart
    // is empty both effects have run, in order, and exactly two conversions may exist.
    const { store } = renderRoute('/confirmation', {
      preloadedState: {
        quoteCart: CART,
        tripRequest: { ...submittedQuote('Q-991231-4242'), confirmedQuoteNumber: 'Q-991231-4242' },
      },
    });
    await screen.findByRole('heading', { name: 'Thank you' });
    const sender = { basicFirstName: 'Ana', basicLastName: 'Ruiz', basicEmail: 'ana@example.com' };
    act(() => {
      store.dispatch(
        saveTripRequest.fulfilled(
          'Q-991231-5555',
          'next-quote',
          sender as unknown as Parameters<typeof saveTripRequest>[0],
        ),
      );
    });
    await waitFor(() => expect(store.getState().quoteCart.quoteRequests).toHaveLength(0));
    expect(screen.getByText('Q-991231-5555')).toBeInTheDocument();
    expect(conversions()).toHaveLength(2);
  });

  it('tracks nothing when there is no quote to confirm', async () => {
    const before = (window.dataLayer ?? []).length;
    renderRoute('/confirmation');
    await screen.findByRole('heading', { name: 'No quote request to confirm' });
    expect((window.dataLayer ?? []).length).toBe(before);
  });
});
