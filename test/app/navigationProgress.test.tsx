import { act, render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, Link, RouterProvider } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { appRoutes, routeTree } from '@/app/router';
import { makeStore } from '@/app/store';

/** The real root layout around two test pages, the second one's code held until released. */
function renderWithHeldPage() {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  const router = createMemoryRouter(
    appRoutes([
      routeTree('test', [
        { path: '/start', element: <Link to="/next">Next page</Link> },
        {
          path: '/next',
          lazy: async () => {
            await held;
            return { Component: () => <h1>The next page</h1> };
          },
        },
      ]),
    ]),
    { initialEntries: ['/start'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
  return { router, release, held };
}

describe('NavigationProgress', () => {
  it('says the page is on its way while its code loads, and goes when it has come', async () => {
    const { router, release, held } = renderWithHeldPage();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();

    await userEvent.click(await screen.findByRole('link', { name: 'Next page' }));
    expect(await screen.findByRole('progressbar', { name: 'Loading...' })).toBeInTheDocument();
    // The press was taken, the page stays as it was until the next one can show.
    expect(router.state.location.pathname).toBe('/start');

    await act(async () => {
      release();
      await held;
    });
    expect(await screen.findByRole('heading', { name: 'The next page' })).toBeVisible();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
