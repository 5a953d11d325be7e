import { chromium } from '@playwright/test';
const [,, url, out, width = '1280', actions = ''] = process.argv;
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: Number(width), height: 900 } });
page.on('pageerror', (e) => console.log('PAGEERROR', e.message));
page.on('console', (m) => { if (m.type() === 'error') console.log('CONSOLE', m.text()); });
await page.addInitScript(() => localStorage.setItem('demo-latency', 'off'));
await page.goto(url);
await page.getByRole('heading', { level: 1 }).first().waitFor();
await page.waitForTimeout(2500);
for (const act of actions.split('|').filter(Boolean)) {
  const [kind, name] = act.split(':');
  if (kind === 'click') await page.getByRole('button', { name }).first().click();
  await page.waitForTimeout(800);
}
await page.screenshot({ path: out, fullPage: true });
console.log(await page.locator('main').innerText().then(t => t.slice(0, 3000)));
await browser.close();
