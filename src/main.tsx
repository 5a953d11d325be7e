import './styles/bootstrap.scss';
import './styles/app.css';
// The first screen's own styles travel in the first stylesheet: two requests fewer before the
// search results can paint (their pages import them too, for tests and other entry points).
import './styles/search.css';
import './components/media/photoSlider.css';
import './components/StarRating.css';
import './features/compare/components/CompareBar.css';
import { StrictMode, startTransition } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore, type Persistor } from 'redux-persist';
import { App } from './app/App';
import { ConfigError } from './app/ConfigError';
import { loadUpgradeOffer } from './app/layout/upgradeOffer';
import { forgetUnloadedTravellerState } from './app/persist';
import { createAppRouter } from './app/router';
import { connectSession } from './app/session';
import { makeStore } from './app/store';
import { reloadOnStaleChunk } from './app/offline/reloadOnStaleChunk';
import { createTabs } from './app/tabs';
import { envErrors } from './config/env';
import { paths } from './config/paths';
import { moveSheetQuery } from './features/tripSheet/sheetQueryMove';
import { activateEnglish, activateLocale } from './lib/i18n/activate';
import { htmlLang, initialLocale } from './lib/i18n/locale';
import { loggedOut, selectShowUpgradeBanner } from './features/auth/authSlice';
import { setDemoInfo } from './lib/demo';
import { keepDialogsThroughDoubleClicks } from './lib/repeatClick';
import { nextTask } from './lib/nextTask';
import { fallBackToMemoryStorage } from './lib/storage';
import { whenSettled } from './lib/whenSettled';

/**
 * True when the build has the offline worker (build/offline.ts: a production build for a real
 * API, unless VITE_OFFLINE=off). A literal, so a build without it carries no registration code.
 */
declare const __OFFLINE_WORKER__: boolean;
/** The build's BUILD_ID (build/offline.ts), empty unless the build was given one. */
declare const __BUILD_ID__: string;

/** Resolves once redux-persist has put the saved state back into the store. */
function rehydrated(persistor: Persistor): Promise<void> {
  return new Promise((resolve) => {
    const check = (): void => {
      if (!persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve();
    };
    const unsubscribe = persistor.subscribe(check);
    check();
  });
}

async function start(): Promise<void> {
  // English needs no download. Another language loads its catalog beside the next steps, and
  // the first render waits for it (English stays if it cannot load).
  activateEnglish();
  const locale = initialLocale();
  // Until that render, the static shell (index.html's "Loading...") speaks the visit's language:
  // its text follows <html lang>, which English's activation has just set to "en".
  document.documentElement.lang = htmlLang(locale);
  const localeReady = locale === 'en' ? null : activateLocale(locale).catch(activateEnglish);
  await nextTask();
  const root = createRoot(document.getElementById('root') as HTMLElement);
  // A production build was checked when it was built (and so carries no ConfigError).
  if (!import.meta.env.PROD && envErrors.length > 0) {
    root.render(<ConfigError errors={envErrors} />);
    return;
  }
  fallBackToMemoryStorage();
  keepDialogsThroughDoubleClicks(document);
  // A literal test on the build-time value, so a build with a real API drops the demo chunk.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoApi } = await import('./mocks/browser');
    setDemoInfo(await startDemoApi());
  }
  await nextTask();
  const tabs = createTabs();
  let flush = (): void => undefined;
  const store = makeStore(undefined, {
    // The reset must reach storage before anything else can happen (a reload, a closed tab).
    onSessionEnd: (action, endedToken) => {
      if (loggedOut.match(action)) forgetUnloadedTravellerState(store.getState());
      flush();
      tabs.announce(action, endedToken);
    },
  });
  connectSession(store);
  tabs.connect(store);
  const persistor = persistStore(store);
  flush = () => void persistor.flush();
  // redux-persist writes on a timer: a reload right after a change must not lose it.
  window.addEventListener('pagehide', () => flush());
  // The first render is the page, with the saved state (City and state "otherwise from saved
  // state": spec 2) already in the store.
  await rehydrated(persistor);
  await nextTask();
  // A saved free-trial login: its banner is fetched beside the first screen's chunks and drawn
  // with it (a failed fetch is tried again by RootLayout).
  const offer = selectShowUpgradeBanner(store.getState()) ? loadUpgradeOffer() : null;
  const router = createAppRouter();
  await offer?.catch(() => undefined);
  await localeReady;
  await nextTask();
  // A transition: React renders the first screen in slices of a few milliseconds.
  startTransition(() =>
    root.render(
      <StrictMode>
        <App store={store} router={router} />
      </StrictMode>,
    ),
  );
  // The offline worker is not the first screen's business: its code loads and it registers once
  // the page has settled. A demo build has none (its API is MSW's worker); PROD first, so the dev
  // server never registers one.
  if (import.meta.env.PROD && __OFFLINE_WORKER__) {
    whenSettled(
      () => void import('./app/offline/registerOffline').then((m) => m.registerOffline()),
    );
  }
}

// An old trip sheet link's query into its fragment, before anything reads the address. A build
// does it in index.html's inline script, before any script (build/firstScreen.ts); the dev
// server's index.html has none. A literal test: a build carries none of this.
if (import.meta.env.DEV) moveSheetQuery(paths.trip);
// Which build's code runs here: for support, and the two-build update journey.
if (__BUILD_ID__) document.documentElement.dataset.build = __BUILD_ID__;
// Before any lazy import: a page of an earlier build may meet a deployment at its first chunk.
reloadOnStaleChunk();
void start();
