import { spawn } from 'node:child_process';
import type { CDPSession, Locator, Page } from '@playwright/test';
import { expect, test as withCspGuard } from '../fixtures';
import { loginViaModal, makeJpeg } from '../helpers';

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

export const test = withCspGuard.extend<{ page: Page; busyCpu: void }, { jpeg: Buffer }>({
  // (Playwright's `use`, named otherwise: the React hooks rule reads `use` as React's hook.)
  page: async ({ page }, provide) => {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
    await throttleNetwork(cdp);
    await provide(page);
  },
  // The machine's other work (another test worker, a build): a busy loop for the test's length,
  // beside the other Playwright workers, so that the page's tasks queue behind it, as on a phone
  // doing something else.
  // Playwright reads a fixture's dependencies from its first parameter's pattern: none here.
  // eslint-disable-next-line no-empty-pattern
  busyCpu: async ({}, provide) => {
    const loop = spawn(process.execPath, ['-e', 'for (;;) {}'], { stdio: 'ignore' });
    try {
      await provide();
    } finally {
      loop.kill();
    }
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

export interface ControlState {
  disabled: boolean;
  reason: string | null;
  top: number;
  height: number;
}

/**
 * What a control says about itself, read in one go in the page (it may change between two
 * reads): disabled or not, and the reason it shows for waiting: its busy label, or the visible
 * text it is described by. Runs in the page: it uses nothing outside itself.
 */
function controlState(element: Element): ControlState {
  const disabled = element.matches(':disabled') || element.getAttribute('aria-disabled') === 'true';
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
}

export function stateOf(control: Locator): Promise<ControlState> {
  return control.evaluate(controlState);
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
export function loginNow(page: Page, email: string, password: string): Promise<void> {
  return loginViaModal(page, email, password, { press: pressAtOnce });
}

/**
 * Runs in the page: the first button named `name` to appear under `root` is pressed (its own
 * click(), which a disabled button ignores) in the very commit that inserts it, before the browser
 * even paints it, and its state at that moment is kept on the root for the test to read.
 */
function pressWhenInserted(root: Element, name: string, read: typeof controlState): void {
  const observer = new MutationObserver(() => {
    const button = [...root.querySelectorAll('button')].find(
      (candidate) => candidate.textContent?.trim() === name,
    );
    if (!button) return;
    observer.disconnect();
    root.removeAttribute('data-press-root');
    (root as HTMLElement).dataset.firstPress = JSON.stringify(read(button));
    button.click();
  });
  observer.observe(root, { childList: true, subtree: true });
}

/**
 * Chooses the photo and presses the crop's save button once, the moment it shows: in the commit
 * that inserts it (pressWhenInserted), the quickest tap there can be, before the photo can have
 * been decoded. That one press must save the photo (the caller checks the request and the new
 * photo): a button that ignored it, disabled or with nothing to save yet, lost the photo of a
 * visitor who pressed once and waited (issue 39). Until the photo is there the button says so:
 * "Loading photo..." beside it, or as its busy label once pressed.
 */
export async function choosePhotoAndSave(
  scope: Locator,
  input: string,
  save: string,
  jpeg: Buffer,
): Promise<void> {
  // The root is found by a mark: the function and its helper go into the page as source.
  await scope.evaluate((root) => root.setAttribute('data-press-root', ''));
  await scope
    .page()
    .evaluate(
      `(${String(pressWhenInserted)})(document.querySelector('[data-press-root]'), ${JSON.stringify(save)}, ${String(controlState)})`,
    );
  await scope.getByLabel(input).setInputFiles({
    name: 'coach.jpg',
    mimeType: 'image/jpeg',
    buffer: jpeg,
  });
  const readFirst = () =>
    scope.evaluate((root) => (root as HTMLElement).dataset.firstPress ?? null);
  await expect.poll(readFirst).not.toBeNull();
  const first = JSON.parse((await readFirst()) ?? '') as ControlState;
  expect(first).toMatchObject({ disabled: false, reason: 'Loading photo...' });
}
