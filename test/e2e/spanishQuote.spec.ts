import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { expectNoAxeViolations, sidewaysScroll, typeInto } from './helpers';

/**
 * A visitor whose browser prefers Spanish (issue 41), at a phone's and a desktop's width: the
 * search with its plan and all-in estimate, two companies compared and put in the quote cart,
 * the request form (switched to English and back in the middle: every field keeps what was
 * typed), the quote number, a new account and its quote history, all in Spanish, with no sideways
 * scroll and no axe findings. Controls are named by the Spanish catalog's translation of their
 * English message, so a message left untranslated fails here too.
 */
const CATALOG = readFileSync(
  new URL('../../src/locales/es-US/traveller.po', import.meta.url),
  'utf8',
);

/** The .po's strings: "a" "b" continued lines joined, escapes read. */
const poString = (quoted: string): string =>
  [...quoted.matchAll(/"((?:[^"\\]|\\.)*)"/g)]
    .map(([, text]) => JSON.parse(`"${text ?? ''}"`) as string)
    .join('');
const SPANISH = new Map(
  [...CATALOG.matchAll(/^msgid ((?:".*"\n)+)msgstr ((?:".*"\n)+)/gm)].map(([, id, str]) => [
    poString(id ?? ''),
    poString(str ?? ''),
  ]),
);

/** The Spanish of an English message; a message without one fails the journey. */
function es(english: string): string {
  const spanish = SPANISH.get(english);
  if (!spanish) throw new Error(`No Spanish for "${english}" in src/locales/es-US/traveller.po`);
  return spanish;
}

const PLANNED =
  '/search/dallas/tx?trip=2&group=40&days=2&miles=600&to=Austin,TX&depart=2099-06-14&return=2099-06-15';

async function expectFits(page: Page): Promise<void> {
  await expect.poll(() => sidewaysScroll(page)).toBe(0);
  await expectNoAxeViolations(page);
}

test.use({ locale: 'es-US' });

for (const width of [375, 1280]) {
  test(`in Spanish at ${width} px: search, estimate, compare, request, quote number, account`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto(PLANNED);
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expect(
      page.getByRole('heading', { level: 1, name: es('Bus Quote Search Results') }),
    ).toBeVisible();
    await expect(page.locator('[data-size-ready]')).toBeVisible();
    await expectFits(page);

    const cards = page.getByRole('article');
    for (const index of [0, 1]) {
      await cards
        .nth(index)
        .getByRole('button', { name: es('Add To Quote Request') })
        .click();
      await cards.nth(index).locator('button[aria-pressed]').click();
    }
    await page.locator('a[href^="/compare"]').first().click();
    await expect(page.getByRole('table')).toBeVisible();
    await expectFits(page);

    await page.goto('/review');
    const form = page.locator('form').filter({ has: page.locator('[name="basicEmail"]') });
    await expect(form).toBeVisible();
    await expectFits(page);
    const typed: Record<string, string> = {
      departureCity: 'Dallas',
      destinationCity: 'San Antonio',
      numberOfPeople: '45',
      basicNameOfGroup: `Coro ${Date.now()}`,
      basicFirstName: 'Lucía',
      basicLastName: 'Ortega',
      basicPhone: '(214) 555-0199',
      basicEmail: 'lucia.ortega@example.org',
    };
    for (const [name, value] of Object.entries(typed))
      await typeInto(form.locator(`[name="${name}"]`), value);

    // The switch in the middle of the form: English, then Spanish again; nothing typed is lost.
    await page.getByRole('button', { name: 'English' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await page.getByRole('button', { name: 'Español' }).first().click();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    for (const [name, value] of Object.entries(typed))
      await expect(form.locator(`[name="${name}"]`)).toHaveValue(value);

    // A submit with a field still missing: the form's summary in Spanish.
    await form.locator('button[type="submit"]').click();
    await expect(
      form.getByText(es('Some fields are invalid, please check all fields and try again')),
    ).toBeVisible();
    await form.locator('[name="departureState"]').selectOption('TX');
    await form.locator('[name="destinationState"]').selectOption('TX');
    await form.locator('[name="departureDate"]').fill('2099-06-14');
    await form.locator('[name="departureTime"]').fill('07:30');
    await form.locator('[name="returnDate"]').fill('2099-06-15');
    await form.locator('[name="returnTime"]').fill('18:00');
    await form.locator('[name="tripType"]').selectOption({ index: 1 });
    await form.locator('button[type="submit"]').click();

    await expect(page.getByRole('heading', { level: 1, name: es('Thank you') })).toBeVisible();
    const quoteNumber = (await page.locator('.confirmation__number').textContent()) ?? '';
    expect(quoteNumber).toMatch(/^Q-\d{6}-\d{4}$/);
    await expectFits(page);

    const account = page.locator('form').filter({ has: page.locator('[name="about"]') });
    await account.locator('[name="firstName"]').fill('Lucía');
    await account.locator('[name="lastName"]').fill('Ortega');
    await account.locator('[name="email"]').fill(`lucia.${Date.now()}.${width}@example.org`);
    await account.locator('[name="password"]').fill('campfire88');
    await account.locator('[name="confirmationPassword"]').fill('campfire88');
    await account.locator('button[type="submit"]').click();
    await expect(page.getByRole('status', { name: es('Your account is ready') })).toBeVisible();
    await expectFits(page);

    await page.getByRole('link', { name: es('View My Quote History') }).click();
    await expect(page).toHaveURL(/\/users\/quote-history$/);
    await expect(page.getByRole('cell', { name: typed.basicNameOfGroup })).toBeVisible();
    await expectFits(page);

    // The trip sheet of the plan, in Spanish too.
    await page.goto(PLANNED);
    await page.locator('a[href^="/trip#"]').first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'es-US');
    await expectFits(page);
  });
}
