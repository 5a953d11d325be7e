import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, sidewaysScroll, typeInto } from './helpers';

/**
 * A visitor whose browser speaks Spanish (issue 41): the site opens in US Spanish on the first
 * visit, with nothing in the link saying so. The trip sheet and the public pages at a phone's
 * and a desktop's width: `<html lang>`, the headings and the page titles in Spanish, nothing
 * wider than the window (Spanish runs about 25% longer), axe clean. The header's switch turns
 * the page to English and back in place: no reload, what was typed stays.
 */
test.use({ locale: 'es-US' });

/** A trip sheet's link as the app writes it (features/tripSheet/sheetLink.ts). */
const SHEET = `/trip#${new URLSearchParams([
  ['from', 'Spokane, WA~47.6588~-117.426'],
  ['via', 'Ellensburg, WA~47~-120.52'],
  ['to', 'Seattle, WA~47.61~-122.33'],
  ['depart', '2099-06-14'],
  ['return', '2099-06-15'],
  ['round', '1'],
  ['group', '40'],
  ['days', '2'],
  ['co', 'Near Coaches~Spokane, WA~5095550142'],
  ['quote', 'Q-990614-0042'],
]).toString()}`;

/** Each page, its Spanish heading (level 1) and the start of its Spanish title. */
const PAGES = [
  { path: SHEET, heading: 'De Spokane, WA a Seattle, WA', title: 'Hoja del viaje: ' },
  { path: '/', heading: 'Portal de administración', title: 'Inicio de sesión del portal' },
  { path: '/join', heading: 'Únase a Bus Charter Quotes', title: 'Registrarse' },
  {
    path: '/subscribers/forgot-password',
    heading: '¿Olvidó su contraseña?',
    title: '¿Olvidó su contraseña?',
  },
  {
    path: '/terms-and-conditions',
    heading: 'Términos y condiciones',
    title: 'Términos y condiciones',
  },
  { path: '/subscribers/unauthenticated', heading: '¡Uy!', title: 'Sesión no iniciada' },
  { path: '/notfound', heading: 'Página no encontrada', title: 'Página no encontrada' },
] as const;

async function expectSpanishPage(page: Page, heading: string, title: string) {
  await expect(page.getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(page).toHaveTitle(new RegExp(`^${title.replace(/[?.]/g, '\\$&')}`));
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
}

for (const width of [375, 1280]) {
  test(`the trip sheet in Spanish at ${width} px: its days, companies and actions`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(SHEET);
    await expectSpanishPage(page, PAGES[0].heading, PAGES[0].title);
    await expect(page.getByText('dom, 14 de jun – lun, 15 de jun de 2099')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Día por día' })).toBeVisible();
    await expect(page.getByRole('cell', { name: 'De Seattle, WA a Spokane, WA' })).toBeVisible();
    await expect(page.getByText(/^40 personas, 2 días, /)).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Empresas de autobuses a las que se pidió cotización' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Agregar al calendario' })).toBeVisible();
    // A long trip name in Spanish still fits a phone.
    await typeInto(
      page.getByLabel('Nombre del viaje (opcional)'),
      'Excursión del coro parroquial a la catedral',
    );
    await expect(
      page.getByRole('heading', { level: 1, name: 'Excursión del coro parroquial a la catedral' }),
    ).toBeVisible();
    await expect.poll(() => sidewaysScroll(page)).toBe(0);
  });

  test(`the public pages in Spanish at ${width} px`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    for (const { path, heading, title } of PAGES.slice(1)) {
      await test.step(path, async () => {
        await page.goto(path);
        await expectSpanishPage(page, heading, title);
      });
    }
    await page.goto('/');
    await expect(page.getByLabel(/Correo electrónico o nombre de usuario/)).toBeVisible();
  });
}

test('the header switch changes the language in place: no reload, typed text kept', async ({
  page,
}) => {
  await page.setViewportSize({ width: 375, height: 900 });
  await page.goto('/subscribers/forgot-password');
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
  ).toBeVisible();
  const form = page.getByRole('form', { name: '¿Olvidó su contraseña?' });
  const email = form.getByLabel(/Correo electrónico/);
  await typeInto(email, 'dana@example.com');
  await expect(email).toHaveValue('dana@example.com');
  // A mark on this page's window: a reload would take it away.
  await page.evaluate(() => ((window as unknown as { sameWindow: boolean }).sameWindow = true));

  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'English' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Forgot your password?' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page).toHaveTitle(/^Forgot Password/);
  // The form's own field (the footer's newsletter has one too).
  await expect(page.getByRole('form', { name: 'Forgot password' }).getByLabel(/Email/)).toHaveValue(
    'dana@example.com',
  );

  await header.getByRole('button', { name: 'Español' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: '¿Olvidó su contraseña?' }),
  ).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
  await expect(email).toHaveValue('dana@example.com');
  expect(
    await page.evaluate(() => (window as unknown as { sameWindow?: boolean }).sameWindow),
  ).toBe(true);
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
});

test('refusals, the filters and their vocabularies in Spanish at 375 px', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 812 });

  // A refused login: the app's sentence, in Spanish, not the server's English.
  await page.goto('/');
  const login = page.getByRole('form', { name: 'Iniciar sesión' });
  await login.getByLabel(/Correo electrónico o nombre de usuario/).fill('traveller@demo.test');
  await login.getByLabel(/Contraseña/).fill('Wrong2026!');
  await login.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(
    login.getByText('El correo electrónico o la contraseña no son correctos'),
  ).toBeVisible();
  await expect(login.getByText(/incorrect/i)).toHaveCount(0);
  await expectNoAxeViolations(page);

  // A refused sign-up (the address is taken): the app's sentence, the server's reason marked.
  await page.goto('/users/subscribe');
  const form = page.getByRole('form', { name: 'Cree su cuenta' });
  const field = (label: string) => form.getByLabel(new RegExp(`^\\*?\\s*${label}$`));
  await field('Nombre').fill('Riley');
  await field('Apellido').fill('Nguyen');
  await field('Correo electrónico').fill('traveller@demo.test');
  await field('Contraseña').fill('checkmate42');
  await field('Confirmar la contraseña').fill('checkmate42');
  await form.getByRole('button', { name: 'Crear mi cuenta' }).click();
  await expect(form.getByText('No se pudo crear su cuenta.')).toBeVisible();
  await expect(form.getByText(/^Mensaje del servidor: /)).toBeVisible();
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);

  // The filters: the server's bus types and amenities in Spanish.
  await page.goto('/search/dallas/tx');
  await expect(page.getByRole('article').first()).toBeVisible();
  await page.getByRole('button', { name: 'Filtros' }).click();
  await page.getByRole('button', { name: /^Tipos de autobús:/ }).click();
  const busType = page.getByLabel('Tipo de autobús');
  await expect(busType.locator('option', { hasText: 'Autobús de tamaño completo' })).toHaveCount(1);
  await expect(busType.locator('option', { hasText: /^Full Size$/ })).toHaveCount(0);
  await page.getByRole('button', { name: /^Comodidades/ }).click();
  await expect(page.getByLabel('Baño', { exact: true })).toBeVisible();
  await expect(page.getByLabel('Restroom', { exact: true })).toHaveCount(0);
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
});
