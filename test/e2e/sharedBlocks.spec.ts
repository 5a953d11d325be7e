import { expect, test } from './fixtures';

const SUMMARY = 'Some fields are invalid, please check all fields and try again';

/*
 * "A click is never lost": typing in a field, then clicking the submit button at once. The blur
 * shows the field's error above the button; without the fix the button moved between press and
 * release and the click landed on nothing. Only a real browser lays the page out.
 */
test('a click on Create My Account right after typing a short password gets the summary', async ({
  page,
}) => {
  await page.goto('/users/subscribe');
  const form = page.getByRole('form', { name: 'Create your account' });
  await form.getByLabel(/^\*?\s*Password$/).fill('short');
  await form.getByRole('button', { name: 'Create My Account' }).click();
  await expect(form.getByRole('alert')).toContainText(SUMMARY);
  await expect(form.getByRole('alert')).toContainText(
    'Password must be at least 8 characters long',
  );
});

/* A 5,000-character company name without a space wraps inside its card on a phone. */
test('long unbroken words wrap instead of widening the page', async ({ page }) => {
  await page.setViewportSize({ width: 375, height: 800 });
  await page.goto('/search/dallas/tx');
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible();
  const overflow = await card.evaluate((article) => {
    const long = 'W'.repeat(5000);
    const title = article.querySelector('h2, h3');
    if (title) title.textContent = long;
    for (const paragraph of article.querySelectorAll('p')) paragraph.textContent = long;
    return {
      page: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      card: article.scrollWidth - article.clientWidth,
    };
  });
  expect(overflow).toEqual({ page: 0, card: 0 });
});
