import { act, screen } from '@testing-library/react';
import { renderRoute } from '../../utils/renderWithProviders';

/** Issue 45: the phone's header menu and the addresses a page rewrites on its own. */
describe('the header menu on a phone', () => {
  it('stays open when the page rewrites its own address, and closes when the visitor goes somewhere', async () => {
    const { user, router } = renderRoute('/join');
    const toggle = await screen.findByRole('button', { name: 'Toggle navigation' });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    // As bare /search becomes /search/dallas/tx when its results come: a replace.
    await act(() => router.navigate('/terms-and-conditions', { replace: true }));
    expect(router.state.location.pathname).toBe('/terms-and-conditions');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');

    await act(() => router.navigate('/join'));
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });
});
