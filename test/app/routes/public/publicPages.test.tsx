// @vitest-environment jsdom
// DOMPurify needs a full DOM: under happy-dom it cannot parse and hands the input back as is.
import { screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { apiUrl, contentUrl } from '@/mocks/http';
import { server } from '@/mocks/node';
import { holdRequests } from '../../../utils/heldRequests';
import { renderRoute } from '../../../utils/renderWithProviders';

describe('Route /', () => {
  it('is the portal login with Remember Me, Forgot your password? and a way to join', async () => {
    renderRoute('/');
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
    const form = screen.getByRole('form', { name: 'Login' });
    expect(within(form).getByLabelText(/Email or Username/)).toBeInTheDocument();
    expect(within(form).getByLabelText(/Password/)).toBeInTheDocument();
    expect(within(form).getByLabelText('Remember Me')).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: 'Forgot your password?' })).toBeInTheDocument();
    expect(within(form).getByRole('link', { name: "Don't have an account?" })).toHaveAttribute(
      'href',
      '/join',
    );
    expect(screen.getByRole('contentinfo')).toBeInTheDocument();
  });

  it('lists the demo accounts in demo mode and fills the form from one', async () => {
    const { user } = renderRoute('/');
    const form = await screen.findByRole('form', { name: 'Login' });
    await user.click(within(form).getByText('Demo accounts'));
    await user.click(within(form).getByRole('button', { name: /Use Admin/ }));
    expect(within(form).getByLabelText(/Email or Username/)).toHaveValue('admin@demo.test');
  });
});

describe('Routes', () => {
  it('redirects unknown paths to /', async () => {
    const { router } = renderRoute('/no/such/page');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(await screen.findByRole('heading', { name: 'Admin Portal' })).toBeInTheDocument();
  });

  it('redirects /forgot to the forgot-password screen', async () => {
    const { router } = renderRoute('/forgot');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/subscribers/forgot-password'),
    );
  });

  it('shows Page Not Found with a link home on /notfound', async () => {
    renderRoute('/notfound');
    expect(await screen.findByRole('heading', { name: 'Page Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/');
  });

  it('offers both registrations on /join', async () => {
    renderRoute('/join');
    expect(await screen.findByRole('link', { name: 'Register as a User' })).toHaveAttribute(
      'href',
      '/users/subscribe',
    );
    expect(screen.getByRole('link', { name: 'Become a Subscriber' })).toHaveAttribute(
      'href',
      '/subscribers/subscribe',
    );
  });

  it('names each page in the document title', async () => {
    renderRoute('/join');
    await waitFor(() => expect(document.title).toBe('Join | Bus Charter Quotes'));
  });
});

describe('/terms-and-conditions', () => {
  it('shows Loading... and then the title and the content', async () => {
    const content = holdRequests('get', contentUrl('/wp-json/wp/v2/pages/1306'), () =>
      HttpResponse.json({
        title: { rendered: 'Terms and Conditions' },
        content: { rendered: '<p>A quote request is not a booking.</p>' },
      }),
    );
    renderRoute('/terms-and-conditions');
    await content.arrived;
    expect(await screen.findByText('Loading...')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    content.release();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/A quote request is not a booking/)).toBeInTheDocument();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('never runs a script, handler or javascript: URL from the content', async () => {
    const spy = vi.fn();
    (window as unknown as { pwned: () => void }).pwned = spy;
    server.use(
      http.get(contentUrl('/wp-json/wp/v2/pages/1306'), () =>
        HttpResponse.json({
          title: { rendered: 'Terms' },
          content: {
            rendered:
              '<p id="safe">Safe text</p><script>window.pwned()</script><img src="x" onerror="window.pwned()"><a href="javascript:window.pwned()">bad link</a>',
          },
        }),
      ),
    );
    const { container } = renderRoute('/terms-and-conditions');
    expect(await screen.findByText('Safe text')).toBeInTheDocument();
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('[onerror]')).toBeNull();
    expect(screen.getByText('bad link')).not.toHaveAttribute(
      'href',
      expect.stringContaining('javascript'),
    );
    expect(spy).not.toHaveBeenCalled();
  });

  it('offers a retry when the content service fails', async () => {
    server.use(http.get(contentUrl('/wp-json/wp/v2/pages/1306'), () => HttpResponse.error()));
    const { user } = renderRoute('/terms-and-conditions');
    expect(
      await screen.findByText('The page could not be loaded. Please try again later.'),
    ).toBeInTheDocument();
    server.resetHandlers();
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Terms and Conditions' }),
    ).toBeInTheDocument();
    // The demo content service's own page (src/mocks/handlers/content.ts).
    expect(screen.getByText(/A quote request is not a booking\./)).toBeInTheDocument();
  });
});

async function forgotEmail() {
  const form = await screen.findByRole('form', { name: 'Forgot password' });
  return within(form).getByLabelText(/Email/);
}

describe('/subscribers/forgot-password', () => {
  it('confirms that the email was sent', async () => {
    const { user } = renderRoute('/subscribers/forgot-password');
    await user.type(await forgotEmail(), 'operator@demo.test');
    await user.click(screen.getByRole('button', { name: 'Request Password' }));
    expect(
      await screen.findByText('An email has been sent with your password.'),
    ).toBeInTheDocument();
  });

  it("shows the server's error in red and keeps the address", async () => {
    const { user } = renderRoute('/subscribers/forgot-password');
    await user.type(await forgotEmail(), 'unknown@example.org');
    await user.click(screen.getByRole('button', { name: 'Request Password' }));
    const error = await screen.findByText('We could not find an account with that email address.');
    expect(error).toHaveClass('text-danger');
    expect(await forgotEmail()).toHaveValue('unknown@example.org');
  });

  it('checks the address before calling the server', async () => {
    const { user } = renderRoute('/subscribers/forgot-password');
    await user.type(await forgotEmail(), 'not-an-email');
    await user.click(screen.getByRole('button', { name: 'Request Password' }));
    expect(await screen.findByText('Must use valid email')).toBeInTheDocument();
  });
});

describe('/subscribers/unauthenticated', () => {
  it('says Oops and opens the login modal from its link', async () => {
    const { user } = renderRoute('/subscribers/unauthenticated');
    expect(await screen.findByRole('heading', { name: 'Oops!' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Click here to log in' }));
    expect(await screen.findByRole('dialog', { name: 'Login' })).toBeInTheDocument();
  });
});

describe('Footer newsletter', () => {
  it('thanks the visitor and clears the field on success', async () => {
    const { user } = renderRoute('/join');
    const field = await screen.findByLabelText('Email address');
    await user.type(field, 'new.member@example.org');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(await screen.findByText('Thank you for joining our newsletter')).toBeInTheDocument();
    expect(field).toHaveValue('');
  });

  it("shows the server's errorMessage in a red alert when the address is taken", async () => {
    const { user } = renderRoute('/join');
    const field = await screen.findByLabelText('Email address');
    await user.type(field, 'taken@demo.test');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    const alert = await screen.findByText('This email is already subscribed.');
    expect(alert).toHaveClass('alert-danger');
    expect(field).toHaveValue('taken@demo.test');
  });

  it('shows a clear text when the server gives none', async () => {
    server.use(http.post(apiUrl('/newsletter'), () => HttpResponse.json({ success: false })));
    const { user } = renderRoute('/join');
    await user.type(await screen.findByLabelText('Email address'), 'someone@example.org');
    await user.click(screen.getByRole('button', { name: 'Join' }));
    expect(
      await screen.findByText(
        'There was a problem joining our newsletter. Please try again later.',
      ),
    ).toBeInTheDocument();
  });
});
