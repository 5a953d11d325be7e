/// <reference types="vite-plugin-pwa/vanillajs" />
import { createElement } from 'react';
import { registerSW } from 'virtual:pwa-register';
import { notifyUntilActed } from '@/lib/notify';
import { UpdateNotice } from './UpdateNotice';

/** One notice however many updates arrive while the page is open. */
export const UPDATE_NOTICE_ID = 'new-version';
/** A page left open all day (a trip sheet on a phone) still hears of a deployment. */
const UPDATE_CHECK_MS = 60 * 60 * 1000;

/**
 * Registers the offline worker (build/offline.ts). main.tsx loads this chunk once the page has
 * settled, in a build for a real API only. A new deployment's worker waits: the notice's Reload
 * lets it take over (updateSW reloads once it controls the page), never a timer, so nothing
 * reloads under someone typing. A worker that cannot register (private mode, an old browser)
 * leaves the app as it was, online only.
 */
export function registerOffline(): void {
  const updateSW = registerSW({
    immediate: true,
    onNeedRefresh() {
      notifyUntilActed(
        createElement(UpdateNotice, { onReload: () => void updateSW(true) }),
        UPDATE_NOTICE_ID,
      );
    },
    onRegisteredSW(_url, registration) {
      if (!registration) return;
      setInterval(() => {
        if (navigator.onLine) void registration.update().catch(() => undefined);
      }, UPDATE_CHECK_MS);
    },
    onRegisterError: () => undefined,
  });
}
