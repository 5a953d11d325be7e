import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test as withCspGuard } from '../fixtures';
import { makeJpeg } from '../helpers';

/**
 * The slow-device project (playwright.config.ts): a phone of some years ago on a mobile network.
 * Before the test's first navigation its page gets, through the DevTools protocol, Chromium's
 * CPU slowdown and DevTools' "Slow 4G" profile. Lazy chunks, Yup rules, a photo's decoding and
 * every render then take seconds, not milliseconds: the windows in which a control is on screen
 * and enabled but its code or data is not there yet are as wide as a visitor's.
 */

/** 6x: DevTools' "Low-end mobile" CPU. */
export const CPU_SLOWDOWN = 6;

/** DevTools' "Slow 4G": 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up (bytes per second). */
export const SLOW_4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/**
 * Once the demo API's service worker controls the page, every request of the page (the lazy
 * chunks, the API calls) is answered by that worker, and the worker's own fetches are outside
 * the page's network emulation: the worker gets the same profile as it starts, held at its
 * first line until it has it (auto-attach, waiting for the debugger).
 */
async function throttleNetwork(cdp: CDPSession): Promise<void> {
  let nextId = 1;
  const sendTo = (sessionId: string, method: string, params: object = {}) =>
    cdp.send('Target.sendMessageToTarget', {
      sessionId,
      message: JSON.stringify({ id: nextId++, method, params }),
    });
  cdp.on('Target.attachedToTarget', ({ sessionId, targetInfo, waitingForDebugger }) => {
    void (async () => {
      if (targetInfo.type === 'service_worker') {
        await sendTo(sessionId, 'Network.enable');
        await sendTo(sessionId, 'Network.emulateNetworkConditions', SLOW_4G);
      }
      if (waitingForDebugger) await sendTo(sessionId, 'Runtime.runIfWaitingForDebugger');
    })().catch(() => undefined); // The page closed meanwhile: nothing left to slow down.
  });
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
  await cdp.send('Target.setAutoAttach', {
    autoAttach: true,
    waitForDebuggerOnStart: true,
    flatten: false,
  });
}

export const test = withCspGuard.extend<{ page: Page }, { jpeg: Buffer }>({
  // (Playwright's `use`, named otherwise: the React hooks rule reads `use` as React's hook.)
  page: async ({ page }, provide) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await throttleNetwork(cdp);
    await provide(page);
  },
  // A phone photo's stand-in (1600 x 1000), drawn once per worker in a page at full speed: its
  // making is the test's set-up, its decoding in the slow page is what is tested.
  jpeg: [
    async ({ browser }, use) => {
      const page = await browser.newPage();
      const jpeg = await makeJpeg(page, 1600, 1000);
      await page.close();
      await use(jpeg);
    },
    { scope: 'worker' },
  ],
});

export { expect };

/**
 * What a control says about itself, read in one go (it may change between two reads): disabled
 * or not, and the reason it shows for waiting: its busy label, or the visible text it is
 * described by.
 */
export function stateOf(control: Locator) {
  return control.evaluate((element) => {
    const disabled =
      element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
    const described = (element.getAttribute('aria-describedby') ?? '')
      .split(/\s+/)
      .map((id) => (id ? document.getElementById(id) : null))
      .filter((node) => node?.checkVisibility({ visibilityProperty: true }))
      .map((node) => node?.textContent?.trim())
      .join(' ');
    const busy = element.getAttribute('aria-busy') === 'true';
    const { top, height } = element.getBoundingClientRect();
    return {
      disabled,
      reason: busy ? `busy: ${element.textContent?.trim() ?? ''}` : described || null,
      top: Math.round(top + window.scrollY),
      height: Math.round(height),
    };
  });
}

/**
 * The visitor's way: the control is pressed the moment it is enabled, waiting for nothing else
 * (not for a spinner to go, nor for the data or code behind it). Found disabled, it must say
 * why (busy, or described by visible text). The test then asserts that the press did what it
 * says.
 */
export async function pressAtOnce(control: Locator): Promise<void> {
  const first = await stateOf(control);
  if (first.disabled) {
    expect(first.reason, `${control.toString()} is disabled without a visible reason`).not.toBe(
      null,
    );
  }
  await expect(control).toBeEnabled();
  await control.click();
}

/** Fills plain fields by their labels (the required star aside), one after another. */
export async function fillAll(scope: Locator, values: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(values)) {
    await scope.getByLabel(new RegExp(`^\\*?\\s*${label}$`)).fill(value);
  }
}

/** The header's Login modal: its Login pressed as soon as the password is typed. */
export async function loginNow(page: Page, email: string, password: string): Promise<void> {
  await pressAtOnce(page.getByRole('banner').getByRole('button', { name: 'Login', exact: true }));
  const dialog = page.getByRole('dialog', { name: 'Login', exact: true });
  await dialog.getByLabel('UserName').fill(email);
  await dialog.getByLabel('Password').fill(password);
  await pressAtOnce(dialog.getByRole('button', { name: 'Login', exact: true }));
}

/**
 * Chooses the photo and presses the crop's save button the moment it is enabled. Until then it
 * must be disabled saying "Loading photo...", and the reason must go without moving it.
 */
export async function choosePhotoAndSave(
  scope: Locator,
  input: string,
  save: string,
  jpeg: Buffer,
): Promise<void> {
  await scope.getByLabel(input).setInputFiles({
    name: 'coach.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const button = scope.getByRole('button', { name: save });
  const first = await stateOf(button);
  if (first.disabled) expect(first.reason).toBe('Loading photo...');
  await expect(button).toBeEnabled();
  const ready = await stateOf(button);
  expect(ready).toEqual({ disabled: false, reason: null, top: first.top, height: first.height });
  await button.click();
}
