import type { Page } from '@playwright/test';
import { expect, fillAll, loginNow, pressAtOnce, test } from './slowDevice';

/**
 * A traveller on a slow phone (see slowDevice.ts), in one visit: every control that acts on data
 * is pressed the moment it is enabled, and each press must do what it says.
 */

/** YYYY-MM-DD `days` from today, in the browser's sense of today (both run here). */
function inDays(days: number): string {
  const date = new Date();
  date.setDate(date.getDate() + days);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

const cartLink = (page: Page) => page.getByRole('link', { name: /Quote Requests/ });

/** The search, and Lone Star's Add To Quote Request pressed as soon as the card's button can be. */
async function addLoneStar(page: Page) {
  await page.goto('/search/dallas/tx');
  const lonestar = page.getByRole('article', { name: 'Lone Star Charter Coaches' });
  await pressAtOnce(lonestar.getByRole('button', { name: 'Add To Quote Request' }));
  await expect(lonestar.getByRole('button', { name: 'Remove Request' })).toBeVisible();
  await expect(cartLink(page)).toContainText('1');
  return lonestar;
}

// The visit in two tests: in one, it ran past 180 s on one busy core (issue 45).
test('a visitor adds to the cart, estimates and sends a message from the details', async ({
  page,
}) => {
  const lonestar = await addLoneStar(page);

  // The trip planner: opened, filled and Show Estimates pressed while its places still load.
  await pressAtOnce(page.getByRole('button', { name: 'Estimate my trip' }));
  const planner = page.getByRole('form', { name: 'Estimate my trip' });
  await fillAll(planner, { People: '40', Days: '2', 'Total miles': '300' });
  await pressAtOnce(planner.getByRole('button', { name: 'Show Estimates' }));
  await expect(page).toHaveURL(/days=2&miles=300/);
  await expect(
    page.getByText(/^All-in estimates for 40 people, 2 days and 300 miles/),
  ).toBeVisible();

  // Send Message, from the company's details.
  await pressAtOnce(lonestar.getByRole('button', { name: 'More Details' }));
  const details = page.getByRole('dialog', { name: 'Lone Star Charter Coaches' });
  await pressAtOnce(details.getByRole('button', { name: 'Contact Us' }));
  const message = page.getByRole('dialog', { name: 'Send Message' });
  await message.getByLabel(/Subject/).selectOption('I have a question');
  await fillAll(message, {
    Name: 'Dana Whitfield',
    Email: 'dana.whitfield@example.org',
    Phone: '214-555-0199',
    'Additional info': 'Do you have a coach with a wheelchair lift?',
  });
  await pressAtOnce(message.getByRole('button', { name: 'Send Message' }));
  await expect(
    message.getByText('Your message has been sent to Lone Star Charter Coaches.'),
  ).toBeVisible();
  await pressAtOnce(message.getByRole('button', { name: 'Close', exact: true }));
  await pressAtOnce(details.getByRole('button', { name: 'Close Details', exact: true }));
  await expect(details).toBeHidden();
});

test('a visitor with a company in the cart requests quotes, then logs in', async ({ page }) => {
  await addLoneStar(page);

  // /review: Submit Quote Request pressed as soon as the last field is filled.
  await pressAtOnce(cartLink(page));
  await expect(
    page
      .getByRole('region', { name: 'Your quote requests' })
      .getByText('Lone Star Charter Coaches'),
  ).toBeVisible();
  const form = page.getByRole('form', { name: 'Trip request' });
  await form.getByLabel('Departure state').selectOption('TX');
  await form.getByLabel('Destination state').selectOption('TX');
  await form.getByLabel('Trip type').selectOption({ label: 'Round Trip' });
  await fillAll(form, {
    'Departure city': 'Dallas',
    'Destination city': 'San Antonio',
    'Departure date': inDays(30),
    'Departure time': '07:30',
    'Return date': inDays(31),
    'Return time': '18:00',
    'Number of people': '45',
    'Name of group': 'Slow phone club',
    'First name': 'Dana',
    'Last name': 'Whitfield',
    Phone: '(214) 555-0199',
    Email: 'dana.whitfield@example.org',
  });
  await pressAtOnce(form.getByRole('button', { name: 'Submit Quote Request' }));
  await expect(page.getByRole('heading', { name: 'Thank you' })).toBeVisible();
  await expect(page).toHaveURL(/\/confirmation$/);

  // The header's Login, pressed as soon as the password is typed: the quote history.
  await loginNow(page, 'traveller@demo.test', 'Travel2026!');
  await expect(page).toHaveURL(/\/users\/quote-history$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Quote History' })).toBeVisible();
});

test('Contact Us in the details, pressed at once while the photos wake and the CPU is busy, opens Send Message', async ({
  page,
  busyCpu: _busy,
}) => {
  await page.goto('/search/dallas/tx');
  const lonestar = page.getByRole('article', { name: 'Lone Star Charter Coaches' });
  // Opened from the keyboard: the pointer stays off the dialog's photos until the test moves it.
  await lonestar.getByRole('button', { name: 'More Details' }).press('Enter');
  const details = page.getByRole('dialog', { name: 'Lone Star Charter Coaches' });
  const contact = details.getByRole('button', { name: 'Contact Us' });
  await expect(contact).toBeVisible();
  const shown = await contact.boundingBox();

  // The pointer crosses the photos on its way (react-slick starts loading and takes over the
  // still photo in the next seconds) and Contact Us is pressed at once: the press must land.
  await details.getByRole('group', { name: 'Photos of Lone Star Charter Coaches' }).hover();
  await pressAtOnce(contact);
  const message = page.getByRole('dialog', { name: 'Send Message' });
  await expect(message.getByLabel(/Subject/)).toBeVisible();
  await pressAtOnce(message.getByRole('button', { name: 'Cancel' }));
  await expect(message).toBeHidden();

  // Once the animated track has taken over (its class is the only sign: it shows the same photo),
  // Contact Us is where it was first shown: nothing moved under the visitor's finger.
  await expect(details.locator('.slick-initialized')).toBeVisible();
  await expect.poll(() => contact.boundingBox()).toEqual(shown);
});
