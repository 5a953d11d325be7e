import { waitFor, within } from '@testing-library/react';
import { draftNames, logOut, reload } from '../../../utils/drafts';
import { enterText } from '../../../utils/enterText';
import type { Rendered } from '../../../utils/renderWithProviders';
import { findToast } from '../../../utils/toasts';
import { field, operatorCompany, renderCompanyPage, section } from './companyHelpers';

const ABOUT = 'Coaches for every group in North Texas, since 1998.';
const PASSWORD = 'Coaches2027!';
const SERVICES = 'Group Charter Bus Services Provided';

/** A change in each section that saves on its own, none saved; then passwords typed. */
async function changeEverySection({ user }: Rendered) {
  const description = field(section('Profile Management'), 'Description');
  await user.clear(description);
  await enterText(user, description, ABOUT);
  await user.click(within(section('Company Details')).getAllByRole('checkbox')[0]);
  await user.click(within(section('Forms of Payment')).getByLabelText('Paypal'));
  await user.click(within(section('Highlights from the Business')).getByLabelText('Veteran-Owned'));
  await user.click(within(section(SERVICES)).getAllByRole('checkbox')[0]);
  const login = section('Login Information');
  await user.type(field(login, 'Current Password'), 'Operator2026!');
  await user.type(field(login, 'New Password'), PASSWORD);
}

const SECTION_DRAFTS = [
  'company-associations',
  'company-businessHighlights',
  'company-charterBusServices',
  'company-payment-forms',
  'company-profile',
];

describe('Route /subscribers/company: what is typed survives a reload', () => {
  it('brings back each section as it was left, never the passwords', async () => {
    const page = await renderCompanyPage();
    const firstBox = (scope: string) =>
      within(section(scope)).getAllByRole('checkbox')[0] as HTMLInputElement;
    const before = [firstBox('Company Details'), firstBox(SERVICES)].map((box) => box.checked);
    await changeEverySection(page);
    expect(draftNames()).toEqual(SECTION_DRAFTS);
    expect(JSON.stringify({ ...window.sessionStorage })).not.toContain(PASSWORD);
    expect(JSON.stringify({ ...window.localStorage })).not.toContain(PASSWORD);

    await reload(page, renderCompanyPage);
    await waitFor(() =>
      expect(field(section('Profile Management'), 'Description')).toHaveValue(ABOUT),
    );
    expect([firstBox('Company Details'), firstBox(SERVICES)].map((box) => !box.checked)).toEqual(
      before,
    );
    expect(within(section('Forms of Payment')).getByLabelText('Paypal')).not.toBeChecked();
    expect(
      within(section('Highlights from the Business')).getByLabelText('Veteran-Owned'),
    ).toBeChecked();
    const login = section('Login Information');
    expect(field(login, 'Current Password')).toHaveValue('');
    expect(field(login, 'New Password')).toHaveValue('');
  });

  it('drops the draft of a section once saved, and forgets the rest on logout', async () => {
    const page = await renderCompanyPage();
    await changeEverySection(page);
    const profile = section('Profile Management');
    await page.user.click(within(profile).getByRole('button', { name: 'Save Profile' }));
    await findToast('Your company profile has been saved.');
    expect(operatorCompany().about).toBe(ABOUT);
    expect(draftNames()).toEqual(SECTION_DRAFTS.filter((name) => name !== 'company-profile'));

    logOut(page);
    expect(draftNames()).toEqual([]);
    await reload(page, renderCompanyPage);
    expect(field(section('Profile Management'), 'Description')).toHaveValue(ABOUT);
    expect(within(section('Forms of Payment')).getByLabelText('Paypal')).toBeChecked();
    expect(
      within(section('Highlights from the Business')).getByLabelText('Veteran-Owned'),
    ).not.toBeChecked();
  });
});
