import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, recordNavigations, signIn, visitedPaths } from './helpers';

/** A new bus company registers through the three steps and lands where its setup progress says. */

function field(scope: Locator, label: string) {
  return scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
}

async function fillProfile(form: Locator, page: Page) {
  const values: Record<string, string> = {
    'Company Name': 'Prairie Line Coaches',
    'Company Phone': '9185550142',
    'DOT Number': '9876543',
    Address: '200 Main St',
    City: 'Tulsa',
    'Zip Code': '74103',
    'Contact Name': 'Jordan Avery',
    'Contact Email': 'jordan@prairieline.example',
    'Contact Phone': '9185550143',
  };
  for (const [label, value] of Object.entries(values)) await field(form, label).fill(value);
  await expect(field(form, 'Company Phone')).toHaveValue('918-555-0142');
  await field(form, 'State').selectOption('OK');
  await form.getByRole('checkbox', { name: 'United Motorcoach Association' }).check();
  await expect(page.getByRole('region', { name: 'Terms and Conditions text' })).not.toContainText(
    'Loading',
  );
  await form.getByRole('checkbox', { name: 'I agree to the Terms and Conditions' }).check();
}

test('a new company registers in three steps and lands on setup step 1', async ({ page }) => {
  await recordNavigations(page);
  await page.goto('/subscribers/subscribe');
  const profile = page.getByRole('form', { name: 'Bus Operator Registration' });
  await expect(profile.getByRole('group', { name: 'National' })).toBeVisible();
  await expectNoAxeViolations(page);

  // The spec's rules and summary, then a filled-in form that survives a reload.
  await profile.getByRole('button', { name: 'Next' }).click();
  await expect(profile.getByRole('alert').first()).toContainText(
    'Some fields are invalid, please check all fields and try again',
  );
  await expectNoAxeViolations(page);
  await fillProfile(profile, page);
  await page.reload();
  await expect(field(profile, 'Company Name')).toHaveValue('Prairie Line Coaches');
  await profile.getByRole('button', { name: 'Next' }).click();

  // Step 2: login name and password.
  await expect(page).toHaveURL(/\/subscribers\/subscribeConfirm$/);
  const login = page.getByRole('form', { name: 'Login Information' });
  await expect(field(login, 'DOT Number')).toBeDisabled();
  await expectNoAxeViolations(page);
  await field(login, 'Login Name').fill('prairieline');
  await field(login, 'Password').fill('Coach2026!');
  await field(login, 'Confirm Password').fill('Coach2026!');
  await login.getByRole('button', { name: 'Next' }).click();

  // Step 3: the payment plan; Back from here would go to step 1.
  await expect(page).toHaveURL(/\/subscribers\/subscribePayment$/);
  const plan = page.getByRole('form', { name: 'Payment Plan' });
  await expectNoAxeViolations(page);
  await field(plan, 'Account Status').selectOption('cc_recurring');
  await field(plan, 'CC Recurring').selectOption('1');
  await plan.getByRole('button', { name: 'Complete Registration' }).click();

  // Registered and logged in: a new company is at setup step 1.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Logout' })).toBeVisible();
  await expect.poll(() => visitedPaths(page)).toContain('/subscribers/init');
  // ... and stays there: the wizard's first step, "Step 1 of 5".
  await expect(page).toHaveURL(/\/subscribers\/init$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Information' })).toBeVisible();
  await expect(page.getByText('Step 1 of 5', { exact: true })).toBeVisible();

  // The account area opens for the new operator.
  await page.goto('/subscribers/my-account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Management' })).toBeVisible();
  await expect(page.getByText('Welcome, Jordan Avery!')).toBeVisible();
  // Wide screens show the menu itself, not the phone's fold-out button.
  const menu = page.getByRole('navigation', { name: 'Account' });
  await expect(menu.getByRole('link', { name: 'Company' })).toBeVisible();
  await expect(menu.getByRole('button', { name: /Account menu/ })).toBeHidden();
  await expectNoAxeViolations(page);
});

test('Back from the payment step goes to step 1', async ({ page }) => {
  await page.goto('/subscribers/subscribe');
  const profile = page.getByRole('form', { name: 'Bus Operator Registration' });
  await fillProfile(profile, page);
  await field(profile, 'DOT Number').fill('9876544');
  await field(profile, 'Contact Email').fill('jordan2@prairieline.example');
  await profile.getByRole('button', { name: 'Next' }).click();
  const login = page.getByRole('form', { name: 'Login Information' });
  await field(login, 'Login Name').fill('prairieline2');
  await field(login, 'Password').fill('Coach2026!');
  await field(login, 'Confirm Password').fill('Coach2026!');
  await login.getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/subscribers\/subscribePayment$/);
  await page.goBack();
  await expect(page).toHaveURL(/\/subscribers\/subscribe$/);
  await expect(field(profile, 'Company Name')).toHaveValue('Prairie Line Coaches');
});

test('on a phone the account menu folds into one button', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signIn(page, 'operator', '/subscribers/my-account');
  const menu = page.getByRole('navigation', { name: 'Account' });
  const toggle = menu.getByRole('button', { name: /Account menu/ });
  await expect(toggle).toBeVisible();
  await expect(menu.getByRole('link', { name: 'Company' })).toBeHidden();
  await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(menu.getByRole('link', { name: 'Company' })).toBeVisible();
  await expectNoAxeViolations(page);
});
