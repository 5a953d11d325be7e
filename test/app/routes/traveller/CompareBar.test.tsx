import { act, screen, within } from '@testing-library/react';
import { PERSIST_KEY_PREFIX } from '@/app/persist';
import { loggedOut, sessionExpired } from '@/features/auth/authSlice';
import { renderRoute } from '../../../utils/renderWithProviders';
import { persistedStore } from '../../../utils/persistedStore';
import {
  answerSearch,
  renderSearch,
  wireResult,
  wireSearch,
} from '../../../features/search/fixtures';

const NAMES = ['Alpha Coaches', 'Bravo Bus', 'Charlie Charters', 'Delta Lines', 'Echo Express'];
const five = wireSearch(NAMES.map((name, position) => wireResult(11 + position, name)));

/** The card's toggle; cards past the first few render a moment later (ResultList). */
const toggle = async (name: string) =>
  within(await screen.findByRole('article', { name })).getByRole('button', {
    name: `Compare ${name}`,
  });
const bar = () => screen.getByRole('region', { name: 'Compare' });

describe('Compare toggles and the compare bar', () => {
  it('each card has a Compare toggle named after the company; the bar lists the chosen ones', async () => {
    answerSearch(five);
    const { user } = await renderSearch('/search/dallas/tx');
    expect(screen.queryByRole('region', { name: 'Compare' })).not.toBeInTheDocument();
    expect(await toggle('Alpha Coaches')).toHaveAttribute('aria-pressed', 'false');

    await user.click(await toggle('Alpha Coaches'));
    expect(await toggle('Alpha Coaches')).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar()).getByText('Alpha Coaches')).toBeInTheDocument();
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      'Choose one more company to compare.',
    );
    expect(within(bar()).queryByRole('link')).not.toBeInTheDocument();

    await user.click(await toggle('Charlie Charters'));
    expect(within(bar()).getByRole('link', { name: 'Compare 2 companies' })).toHaveAttribute(
      'href',
      '/compare?ids=11,13&city=Dallas&state=TX',
    );

    // Pressed again: out of the list.
    await user.click(await toggle('Alpha Coaches'));
    expect(await toggle('Alpha Coaches')).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar()).queryByText('Alpha Coaches')).not.toBeInTheDocument();
  });

  it('a fifth company is not added, and the bar says why; removing one makes room', async () => {
    answerSearch(five);
    const { user } = await renderSearch('/search/dallas/tx');
    for (const name of NAMES.slice(0, 4)) await user.click(await toggle(name));
    await user.click(await toggle('Echo Express'));
    expect(await toggle('Echo Express')).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar()).getByRole('status')).toHaveTextContent(
      'You can compare up to 4 companies. Remove one to add Echo Express.',
    );

    await user.click(within(bar()).getByRole('button', { name: 'Remove Bravo Bus from compare' }));
    expect(await toggle('Bravo Bus')).toHaveAttribute('aria-pressed', 'false');
    expect(within(bar()).getByRole('status')).toHaveTextContent('');
    await user.click(await toggle('Echo Express'));
    expect(within(bar()).getByRole('link', { name: 'Compare 4 companies' })).toHaveAttribute(
      'href',
      '/compare?ids=11,13,14,15&city=Dallas&state=TX',
    );
  });

  it("the link carries the trip estimate and a zip search's place", async () => {
    answerSearch(wireSearch(NAMES.slice(0, 2).map((name, i) => wireResult(11 + i, name))));
    const { user } = await renderSearch('/search?zip=75202&within=100&group=45&days=2&miles=300');
    await user.click(await toggle('Alpha Coaches'));
    await user.click(await toggle('Bravo Bus'));
    expect(within(bar()).getByRole('link', { name: 'Compare 2 companies' })).toHaveAttribute(
      'href',
      '/compare?ids=11,12&zip=75202&within=100&group=45&days=2&miles=300',
    );
  });

  it('keeps the chosen companies through a reload of /search', async () => {
    answerSearch(five);
    const first = await persistedStore();
    const { user, unmount } = await renderSearch('/search/dallas/tx', { store: first.store });
    await user.click(await toggle('Delta Lines'));
    await user.click(await toggle('Bravo Bus'));
    await act(() => first.persistor.flush());
    unmount();
    expect(window.localStorage.getItem(`${PERSIST_KEY_PREFIX}compare`)).toContain('Delta Lines');

    const reloaded = await persistedStore();
    await renderSearch('/search/dallas/tx', { store: reloaded.store });
    expect(await toggle('Delta Lines')).toHaveAttribute('aria-pressed', 'true');
    expect(await toggle('Bravo Bus')).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar()).getByRole('link', { name: 'Compare 2 companies' })).toHaveAttribute(
      'href',
      '/compare?ids=14,12&city=Dallas&state=TX',
    );
  });

  it('an expired session keeps the list; a logout empties it, like the quote cart', async () => {
    answerSearch(five);
    const { user, store } = await renderSearch('/search/dallas/tx');
    await user.click(await toggle('Alpha Coaches'));
    act(() => {
      store.dispatch(sessionExpired());
    });
    expect(within(bar()).getByText('Alpha Coaches')).toBeInTheDocument();
    act(() => {
      store.dispatch(loggedOut());
    });
    expect(screen.queryByRole('region', { name: 'Compare' })).not.toBeInTheDocument();
    expect(store.getState().compare.entries).toEqual([]);
  });

  it('each quote cart row on /review has a Compare toggle, and the bar shows there too', async () => {
    const { user } = renderRoute('/review', {
      preloadedState: {
        quoteCart: {
          quoteRequests: [
            { id: 11, companyName: 'Alpha Coaches' },
            { id: 12, companyName: 'Bravo Bus' },
          ],
        },
      },
    });
    const cart = await screen.findByRole('region', { name: 'Your quote requests' });
    const alpha = within(cart).getByRole('button', { name: 'Compare Alpha Coaches' });
    expect(alpha).toHaveAttribute('aria-pressed', 'false');
    await user.click(alpha);
    await user.click(within(cart).getByRole('button', { name: 'Compare Bravo Bus' }));
    expect(alpha).toHaveAttribute('aria-pressed', 'true');
    expect(within(bar()).getByText('Bravo Bus')).toBeInTheDocument();
    expect(within(bar()).getByRole('link', { name: 'Compare 2 companies' })).toHaveAttribute(
      'href',
      '/compare?ids=11,12',
    );
  });
});
