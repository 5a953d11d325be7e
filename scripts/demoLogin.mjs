/**
 * The demo accounts (README, Demo accounts) and a login through the portal login (`/`) as a
 * visitor does it, Remember Me on: the login then lives in localStorage, where a new tab (or a
 * browser context given the same storage) finds it. Shared by npm run size and npm run lighthouse;
 * the journeys take their accounts from DEMO_ACCOUNTS too (test/e2e/helpers.ts's signIn).
 */

const OPERATOR_PASSWORD = 'Operator2026!';

export const DEMO_ACCOUNTS = {
  operator: ['operator@demo.test', OPERATOR_PASSWORD],
  admin: ['admin@demo.test', 'Admin2026!'],
  arrears: ['arrears@demo.test', OPERATOR_PASSWORD],
  freetrial: ['freetrial@demo.test', OPERATOR_PASSWORD],
  traveller: ['traveller@demo.test', 'Travel2026!'],
  ...Object.fromEntries(
    [1, 2, 3, 4, 5].map((step) => [`setup${step}`, [`setup${step}@demo.test`, OPERATOR_PASSWORD]]),
  ),
};

/**
 * Logs `page` in as `account` at `origin` and waits until the login is stored. An account in
 * arrears is not let in: its notice's Go leads to the public arrears page, whose path is returned.
 * Returns the path the login landed on.
 */
export async function logInAs(page, origin, account) {
  const credentials = DEMO_ACCOUNTS[account];
  if (!credentials) throw new Error(`No demo account "${account}" (${Object.keys(DEMO_ACCOUNTS)})`);
  const [email, password] = credentials;
  await page.goto(`${origin}/`);
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Email or Username').fill(email);
  await form.getByLabel('Password').fill(password);
  await form.getByLabel('Remember Me').check();
  await form.getByRole('button', { name: 'Login', exact: true }).click();
  if (account === 'arrears') {
    await page.getByRole('dialog').getByRole('button', { name: 'Go' }).click();
    await page.waitForURL(/\/charge_arrears\//);
  } else {
    await page.waitForURL((url) => url.pathname !== '/');
    // redux-persist writes the login on its own schedule: wait until it is stored.
    await page.waitForFunction(() =>
      Object.values(localStorage).some((value) => value.includes('"loggedIn":"true"')),
    );
  }
  return new URL(page.url()).pathname;
}
