import { render, screen } from '@testing-library/react';
import { Provider } from 'react-redux';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router-dom';
import { appRoutes, routeTree } from '@/app/router';
import { makeStore } from '@/app/store';

/** The real root layout and tree wrapper around one test route at /broken. */
function renderBroken(route: RouteObject) {
  const router = createMemoryRouter(
    appRoutes([routeTree('test', [{ path: '/broken', ...route }])]),
    { initialEntries: ['/broken'] },
  );
  render(
    <Provider store={makeStore()}>
      <RouterProvider router={router} />
    </Provider>,
  );
}

function Throws(): never {
  throw new Error('render failed');
}

/** The layout stays: its header, and one main landmark (the layout's, id "main"). */
function expectInsideLayout() {
  expect(screen.getByRole('banner')).toBeInTheDocument();
  expect(screen.getByRole('link', { name: /Bus Charter Quotes/ })).toBeInTheDocument();
  expect(screen.getAllByRole('main')).toHaveLength(1);
  expect(document.querySelectorAll('#main')).toHaveLength(1);
}

describe('Route errors', () => {
  beforeEach(() => {
    // React and the router report the error on the console; that is expected here.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => vi.restoreAllMocks());

  it('shows a failed loader inside the layout, with Reload and Home', async () => {
    renderBroken({
      loader: () => {
        throw new Error('loader failed');
      },
      element: <p>never shown</p>,
    });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(
      screen.getByText('This page could not be shown. Please reload and try again.'),
    ).toBeVisible();
    expect(screen.getByRole('button', { name: 'Reload' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('main')).toContainElement(
      screen.getByRole('button', { name: 'Reload' }),
    );
    expectInsideLayout();
  });

  it('shows a page that fails to render inside the layout', async () => {
    renderBroken({ Component: Throws });
    expect(await screen.findByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    expect(screen.queryByText('never shown')).not.toBeInTheDocument();
    expectInsideLayout();
  });

  it('offers a reload when a page chunk cannot be downloaded', async () => {
    const reload = vi.fn();
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, reload });
    renderBroken({
      lazy: () =>
        Promise.reject(
          new TypeError('Failed to fetch dynamically imported module: /assets/Page-1a2b3c.js'),
        ),
    });
    expect(
      await screen.findByRole('heading', { name: 'This page could not be loaded' }),
    ).toBeVisible();
    expect(
      screen.getByText(
        'The site may have been updated, or the connection dropped. Please reload the page.',
      ),
    ).toBeVisible();
    expectInsideLayout();
    screen.getByRole('button', { name: 'Reload' }).click();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
