// Own module graph: vi.mock makes the forms' rules fail to load, and a shared worker has them loaded already (or would keep them failing for every later file).
import { screen, within } from '@testing-library/react';
import { CHECKS_UNAVAILABLE } from '@/components/form/lazySchema';
import { field, renderCompanyPage, section } from '../../app/routes/operator/companyHelpers';
import { renderRoute } from '../../utils/renderWithProviders';

// The rules' code cannot be downloaded (offline, a deploy removed the chunk): the dynamic
// import rejects, as a failed chunk does in a browser.
vi.mock('@/features/auth/schemas', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

vi.mock('@/features/company/schemas', () => {
  throw new Error('Failed to fetch dynamically imported module');
});

describe('a form whose checks cannot load says so at Submit', () => {
  it('the portal login', async () => {
    const { user } = renderRoute('/');
    const form = await screen.findByRole('form', { name: 'Login' });
    await user.type(within(form).getByLabelText(/Email or Username/), 'riley@example.org');
    await user.type(within(form).getByLabelText(/Password/), 'secret');
    await user.click(within(form).getByRole('button', { name: 'Login' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CHECKS_UNAVAILABLE);
    expect(within(form).getByLabelText(/Email or Username/)).toHaveValue('riley@example.org');
    expect(within(form).getByRole('button', { name: 'Login' })).toBeEnabled();
  });

  it('forgot password', async () => {
    const { user } = renderRoute('/subscribers/forgot-password');
    const form = await screen.findByRole('form', { name: 'Forgot password' });
    const email = within(form).getByLabelText(/Email/);
    await user.type(email, 'riley@example.org');
    await user.click(within(form).getByRole('button', { name: 'Request Password' }));
    expect(await within(form).findByRole('alert')).toHaveTextContent(CHECKS_UNAVAILABLE);
    expect(email).toHaveValue('riley@example.org');
  });

  it("the operator's Login Information", async () => {
    const { user } = await renderCompanyPage();
    const login = section('Login Information');
    await user.type(field(login, 'Current Password'), 'Secret2026!');
    await user.click(within(login).getByRole('button', { name: 'Update Login' }));
    expect(await within(login).findByRole('alert')).toHaveTextContent(CHECKS_UNAVAILABLE);
    expect(field(login, 'Current Password')).toHaveValue('Secret2026!');
  });
});
