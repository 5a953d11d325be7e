import { expect, test } from './fixtures';
import { expectNoAxeViolations, loginViaModal, recordNavigations, visitedPaths } from './helpers';

test.beforeEach(async ({ page }) => {
  await recordNavigations(page);
});

const landings = [
  ['traveller@demo.test', 'Travel2026!', '/users/quote-history'],
  ['admin@demo.test', 'Admin2026!', '/admin/reports'],
  ['operator@demo.test', 'Operator2026!', '/subscribers/listings'],
  ['setup1@demo.test', 'Operator2026!', '/subscribers/init'],
  ['setup3@demo.test', 'Operator2026!', '/subscribers/init3'],
  ['setup5@demo.test', 'Operator2026!', '/subscribers/init5'],
] as const;

for (const [email, password, landing] of landings) {
  test(`${email} logs in and lands on ${landing}, then logs out`, async ({ page }) => {
    await page.goto('/join');
    await loginViaModal(page, email, password);
    await expect.poll(() => visitedPaths(page)).toContain(landing);
    await expect(
      page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Logout' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
    ).toBeVisible();
  });
}

/** Each account menu's links in order: the link, the heading it opens, its path. */
const menus = [
  [
    'operator@demo.test',
    'Operator2026!',
    [
      ['Company', 'Company', /\/subscribers\/company$/],
      ['Bid for Placement', 'Bid for Placement', /\/subscribers\/bidListings$/],
      ['Reports', 'Reports', /\/subscribers\/reports$/],
      ['Reviews', 'Reviews', /\/subscribers\/reviews$/],
      ['Payments', 'Payments', /\/subscribers\/payments$/],
      ['Invoice', 'Invoice', /\/subscribers\/crash$/], // the spec's path
      ['My Account', 'Account Management', /\/subscribers\/my-account$/],
      // Its name carries the unread count ("Messages (5 unread)").
      [/^Messages/, 'Messages', /\/subscribers\/messages$/],
      ['Listings', 'Listings', /\/subscribers\/listings$/],
    ],
  ],
  [
    'traveller@demo.test',
    'Travel2026!',
    [
      ['My Account', 'My Account', /\/users\/my-account$/],
      [/^Messages/, 'Messages', /\/users\/messages$/],
      ['Quote History', 'Quote History', /\/users\/quote-history$/],
    ],
  ],
] as const;

for (const [email, password, screens] of menus) {
  test(`${email}'s account menu opens each of its screens in the app @firefox`, async ({
    page,
  }) => {
    await page.goto('/join');
    await loginViaModal(page, email, password);
    const menu = page.getByRole('navigation', { name: 'Account' });
    await expect(menu).toBeVisible();
    for (const [link, title, path] of screens) {
      await menu.getByRole('link', { name: link, exact: true }).click();
      await expect(page).toHaveURL(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
    await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }),
    ).toBeVisible();
  });
}

test('an operator in arrears gets the suspension notice and Go leads to the arrears page', async ({
  page,
}) => {
  await page.goto('/join');
  await loginViaModal(page, 'arrears@demo.test', 'Operator2026!');
  const notice = page.getByRole('dialog', { name: 'Account Suspended' });
  await expect(notice).toContainText('suspended due to unpaid balances');
  await notice.getByRole('button', { name: 'Go' }).click();
  await expect
    .poll(async () =>
      (await visitedPaths(page)).some((path) => path.startsWith('/charge_arrears/')),
    )
    .toBe(true);
});

test('a free-trial operator sees the upgrade banner and the upgrade list', async ({ page }) => {
  await page.goto('/join');
  await loginViaModal(page, 'freetrial@demo.test', 'Operator2026!');
  const banner = page.getByRole('complementary', { name: 'Free trial' });
  await banner.getByRole('button', { name: 'Upgrade' }).click();
  const dialog = page.getByRole('dialog', { name: 'Upgrade to Premium' });
  await expect(dialog.getByRole('columnheader', { name: 'Prorated Billing' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Add Credit Card' })).toBeVisible();
  await expectNoAxeViolations(page);
});

test('a remembered login survives a reload; a wrong password shows the server text in red', async ({
  page,
}) => {
  await page.goto('/');
  const form = page.getByRole('form', { name: 'Login', exact: true });
  await form.getByLabel('Email or Username').fill('traveller@demo.test');
  await form.getByLabel('Password').fill('wrong');
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(form.getByRole('alert')).toHaveText(
    'The email or password you entered is incorrect.',
  );
  await form.getByLabel('Password').fill('Travel2026!');
  await form.getByLabel('Remember Me').check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }),
  ).toBeVisible();
  await expect
    .poll(() => page.evaluate(() => window.localStorage.getItem('buscharter:auth')))
    .toContain('"rememberMe":"true"');
  await page.goto('/join');
  await expect(
    page.getByRole('banner').getByRole('link', { name: 'My Account', exact: true }),
  ).toBeVisible();
});

// The newsletter, the terms' content and the unknown paths are Vitest's
// (test/app/routes/public/publicPages.test.tsx); each public screen is opened here under the
// page's CSP and checked with axe in a real layout.
const screens = [
  '/',
  '/join',
  '/notfound',
  '/terms-and-conditions',
  '/subscribers/forgot-password',
  '/subscribers/unauthenticated',
];
for (const path of screens) {
  test(`axe finds no violations on ${path}`, async ({ page }) => {
    await page.goto(path);
    await expect(page.locator('main h1').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });
}

test('axe finds no violations with the login modal open', async ({ page }) => {
  await page.goto('/join');
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByRole('dialog', { name: 'Login', exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
});
