import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';

/** Records every URL the SPA pushes, so landing pages of screens still to come can be asserted. */
export async function recordNavigations(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const w = window as unknown as { __paths: string[] };
    w.__paths = [];
    for (const method of ['pushState', 'replaceState'] as const) {
      const original = history[method].bind(history);
      history[method] = (data: unknown, unused: string, url?: string | URL | null) => {
        if (url) w.__paths.push(new URL(String(url), location.href).pathname);
        original(data, unused, url);
      };
    }
  });
}

export async function visitedPaths(page: Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __paths: string[] }).__paths);
}

/** Opens the header's login modal and logs in. */
export async function loginViaModal(page: Page, email: string, password: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Login', exact: true });
  await dialog.getByLabel('UserName').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
}

/** No axe violations on what is on screen now. */
export async function expectNoAxeViolations(page: Page): Promise<void> {
  // A modal or panel still fading in has half-transparent text: check what the user ends up seeing.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const results = await new AxeBuilder({ page }).analyze();
  const summary = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary).toEqual([]);
}

/** A small real JPEG, drawn by the browser itself (so no image file lives in the repo). */
export async function makeJpeg(page: Page, width = 640, height = 480): Promise<Buffer> {
  const base64 = await page.evaluate(
    ([w, h]) => {
      const canvas = document.createElement('canvas');
      canvas.width = w;
      canvas.height = h;
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no canvas');
      const gradient = context.createLinearGradient(0, 0, w, h);
      gradient.addColorStop(0, '#0b4f8a');
      gradient.addColorStop(1, '#ffd166');
      context.fillStyle = gradient;
      context.fillRect(0, 0, w, h);
      context.fillStyle = '#ffffff';
      context.fillRect(w / 4, h / 4, w / 2, h / 2);
      return canvas.toDataURL('image/jpeg', 0.9).replace(/^data:image\/jpeg;base64,/, '');
    },
    [width, height] as const,
  );
  return Buffer.from(base64, 'base64');
}
