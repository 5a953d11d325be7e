import { Provider } from 'react-redux';
import { RouterProvider } from 'react-router-dom';
import type { Persistor } from 'redux-persist';
import { PersistGate } from 'redux-persist/integration/react';
import { Loading } from '@/components/feedback/Loading';
import { ErrorBoundary } from '@/components/feedback/ErrorBoundary';
import type { createAppRouter } from './router';
import type { AppStore } from './store';

interface AppProps {
  store: AppStore;
  persistor: Persistor;
  router: ReturnType<typeof createAppRouter>;
}

/** The providers: store, persisted-state gate, router. */
export function App({ store, persistor, router }: AppProps) {
  return (
    <ErrorBoundary what="the application" fallback={<AppCrashed />}>
      <Provider store={store}>
        <PersistGate loading={<Loading />} persistor={persistor}>
          <RouterProvider router={router} />
        </PersistGate>
      </Provider>
    </ErrorBoundary>
  );
}

function AppCrashed() {
  return (
    <main className="container py-5 text-center">
      <h1 className="h3">Something went wrong</h1>
      <p>Please reload the page.</p>
      <button type="button" className="btn btn-primary" onClick={() => window.location.reload()}>
        Reload
      </button>
    </main>
  );
}
