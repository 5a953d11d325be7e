import { act, screen, waitFor, within } from '@testing-library/react';
import { persistStore } from 'redux-persist';
import { PERSIST_KEY_PREFIX } from '@/app/persist';
import { makeStore } from '@/app/store';
import { quoteRequestAdded } from '@/features/quoteCart/quoteCartSlice';
import {
  answerSearch,
  card,
  renderSearch,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';
import { recordLocations } from '../../../utils/locations';

const two = wireSearch([wireResult(11, 'Alpha Coaches'), wireResult(12, 'Bravo Bus')]);

const cartButton = () => screen.getByRole('link', { name: /Quote Requests/ });

describe('Quote cart on the search page', () => {
  it('Add To Quote Request adds the company by metro id; Remove Request takes it out', async () => {
    answerSearch(two);
    const { user, store } = await renderSearch('/search/dallas/tx');
    expect(cartButton()).toHaveTextContent('Quote Requests0');
    await user.click(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    await user.click(
      within(card('Bravo Bus')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    expect(store.getState().quoteCart.quoteRequests).toEqual([
      { id: 11, companyName: 'Alpha Coaches', city: 'Dallas, TX', phone: '2145550142' },
      { id: 12, companyName: 'Bravo Bus', city: 'Dallas, TX', phone: '2145550142' },
    ]);
    expect(cartButton()).toHaveTextContent('Quote Requests2');
    await user.click(within(card('Alpha Coaches')).getByRole('button', { name: 'Remove Request' }));
    expect(store.getState().quoteCart.quoteRequests).toEqual([
      { id: 12, companyName: 'Bravo Bus', city: 'Dallas, TX', phone: '2145550142' },
    ]);
    expect(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Add To Quote Request' }),
    ).toBeInTheDocument();
    expect(cartButton()).toHaveTextContent('Quote Requests1');
  });

  it('a double-click adds the company once, and compares it once', async () => {
    answerSearch(two);
    const { user, store } = await renderSearch('/search/dallas/tx');
    // The second click used to land on Remove Request, which had taken the button's place.
    await user.dblClick(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    expect(store.getState().quoteCart.quoteRequests).toEqual([
      { id: 11, companyName: 'Alpha Coaches', city: 'Dallas, TX', phone: '2145550142' },
    ]);
    expect(cartButton()).toHaveTextContent('Quote Requests1');
    const compare = within(card('Alpha Coaches')).getByRole('button', {
      name: 'Compare Alpha Coaches',
    });
    await user.dblClick(compare);
    expect(compare).toHaveAttribute('aria-pressed', 'true');
    // The keyboard acts on every press.
    compare.focus();
    await user.keyboard('{Enter}');
    expect(compare).toHaveAttribute('aria-pressed', 'false');
  });

  it('adding a company already in the cart is ignored (numeric ids, even as text)', async () => {
    answerSearch(two);
    const { store } = await renderSearch('/search/dallas/tx');
    act(() => {
      store.dispatch(quoteRequestAdded({ id: 11, companyName: 'Alpha Coaches' }));
      store.dispatch(quoteRequestAdded({ id: '11', companyName: 'Alpha Coaches' }));
    });
    expect(store.getState().quoteCart.quoteRequests).toHaveLength(1);
    expect(cartButton()).toHaveTextContent('Quote Requests1');
    expect(
      within(card('Alpha Coaches')).getByRole('button', { name: 'Remove Request' }),
    ).toBeInTheDocument();
  });

  it('keeps the cart through a reload', async () => {
    answerSearch(two);
    const first = makeStore();
    const persistor = persistStore(first);
    await waitFor(() => expect(persistor.getState().bootstrapped).toBe(true));
    const { user, unmount } = await renderSearch('/search/dallas/tx', { store: first });
    await user.click(
      within(card('Bravo Bus')).getByRole('button', { name: 'Add To Quote Request' }),
    );
    await act(() => persistor.flush());
    unmount();
    expect(window.localStorage.getItem(`${PERSIST_KEY_PREFIX}quoteCart`)).toContain('Bravo Bus');

    const reloaded = makeStore();
    const again = persistStore(reloaded);
    await waitFor(() => expect(again.getState().bootstrapped).toBe(true));
    await renderSearch('/search/dallas/tx', { store: reloaded });
    expect(
      within(card('Bravo Bus')).getByRole('button', { name: 'Remove Request' }),
    ).toBeInTheDocument();
    expect(cartButton()).toHaveTextContent('Quote Requests1');
  });

  it('the floating cart button goes to /review', async () => {
    answerSearch(two);
    const { user, router } = await renderSearch('/search/dallas/tx');
    const seen = recordLocations(router);
    expect(cartButton()).toHaveAttribute('href', '/review');
    await user.click(cartButton());
    await waitFor(() => expect(seen).toContain('/review'));
  });
});
