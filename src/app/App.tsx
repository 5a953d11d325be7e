import { t } from '@lingui/core/macro';
import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import { I18nProvider } from '@/lib/i18n/react';
import { i18n } from '@/lib/i18n/runtime';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  router: ReturnType<typeof createAppRouter>;
}

/**
 * The providers: messages, store, router. main.tsx renders it once the saved state is back (redux-persist
 * has rehydrated), so the first render is the page itself: no PersistGate, whose switch from its
 * loading view re-renders the whole app synchronously in one long task.
 */
export function App({ store, router }: AppProps) {
  return (
    <ErrorBoundary fallback={<AppCrashed />}>
      {/* A language switch re-renders the messages in place: the routes never remount. */}
      <I18nProvider i18n={i18n}>
        <Provider store={store}>
          <RouterProvider router={router} />
        </Provider>
      </I18nProvider>
    </ErrorBoundary>
  );
}

/** Outside the providers (they may be what failed): the messages read the runtime directly. */
function AppCrashed() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">{t`Something went wrong`}</h1>
      <p>{t`Please reload the page.`}</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        {t`Reload`}
      </button>
    </main>
  );
}
