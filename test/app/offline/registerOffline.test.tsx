// Own module graph: workbox-window is mocked (vi.mock), and the mock would reach every later file of the worker.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@/app/layout/ToastHost';
import { reloadOnStaleChunk } from '@/app/offline/reloadOnStaleChunk';
import { registerOffline } from '@/app/offline/registerOffline';

type Listener = (event: { isUpdate?: boolean }) => void;

/** workbox-window's Workbox as the registration uses it: its events, register, skip waiting. */
const workbox = vi.hoisted(() => ({
  listeners: new Map<string, Listener[]>(),
  registration: { waiting: null as object | null, update: () => Promise.resolve() },
  messageSkipWaiting: vi.fn<() => void>(),
  emit(type: string, event: { isUpdate?: boolean } = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener(event);
  },
}));

vi.mock('workbox-window', () => ({
  Workbox: class {
    addEventListener(type: string, listener: Listener) {
      workbox.listeners.set(type, [...(workbox.listeners.get(type) ?? []), listener]);
    }
    register() {
      return Promise.resolve(workbox.registration);
    }
    messageSkipWaiting() {
      workbox.messageSkipWaiting();
    }
  },
}));

const reload = vi.fn<() => void>();

beforeEach(() => {
  workbox.listeners.clear();
  workbox.registration.waiting = {};
  workbox.messageSkipWaiting.mockClear();
  reload.mockClear();
  // The page's own reload, watched (test/setup.ts restores it after each test).
  vi.spyOn(window.location, 'reload').mockImplementation(reload);
  Object.defineProperty(navigator, 'serviceWorker', { value: {}, configurable: true });
});

/** A tab of the site: its registration done, a new deployment's worker waiting. */
async function tabWithUpdate() {
  render(<ToastHost />);
  registerOffline();
  // The registration's promise settles before the worker is seen waiting.
  await Promise.resolve();
  workbox.emit('waiting');
  return screen.findByRole('status');
}

describe('a new deployment, tab by tab', () => {
  it('the tab whose Reload is pressed lets the new worker take over, then reloads', async () => {
    const notice = await tabWithUpdate();
    expect(notice).toHaveTextContent('A new version is available: Reload');
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    // Not before the new worker controls the page: the old one would serve the old build.
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('another tab, where Reload was not pressed, does not reload and keeps the notice', async () => {
    await tabWithUpdate();
    // The Reload of another tab: the worker it woke takes control of this tab too.
    workbox.registration.waiting = null;
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('A new version is available: Reload');

    // Its own Reload, later: nothing waits any more, so it simply reloads into the new version.
    await userEvent.click(screen.getByRole('button', { name: 'Reload' }));
    expect(workbox.messageSkipWaiting).not.toHaveBeenCalled();
    expect(reload).toHaveBeenCalledTimes(1);
  });
});

describe('a chunk missing after a deployment (issue 47)', () => {
  it('lets the waiting worker take over before it reloads, or the old worker serves the old page', async () => {
    reloadOnStaleChunk();
    await tabWithUpdate();
    // Vite's event for a chunk the server no longer has.
    window.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(workbox.messageSkipWaiting).toHaveBeenCalledTimes(1);
    expect(reload).not.toHaveBeenCalled();
    workbox.emit('controlling', { isUpdate: true });
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
