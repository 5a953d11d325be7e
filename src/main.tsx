import './styles/bootstrap.scss';
import './styles/app.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { persistStore } from 'redux-persist';
import { App } from './app/App';
import { ConfigError } from './app/ConfigError';
import { createAppRouter } from './app/router';
import { connectSession } from './app/session';
import { makeStore } from './app/store';
import { createTabs } from './app/tabs';
import { envErrors } from './config/env';
import { setDemoInfo } from './lib/demo';
import { fallBackToMemoryStorage } from './lib/storage';

async function start(): Promise<void> {
  const root = createRoot(document.getElementById('root') as HTMLElement);
  if (envErrors.length > 0) {
    root.render(<ConfigError errors={envErrors} />);
    return;
  }
  fallBackToMemoryStorage();
  // A literal test on the build-time value, so a build with a real API drops the demo chunk.
  if (!import.meta.env.VITE_API_BASE_URL) {
    const { startDemoApi } = await import('./mocks/browser');
    setDemoInfo(await startDemoApi());
  }
  const tabs = createTabs();
  let flush = (): void => undefined;
  const store = makeStore(undefined, {
    // The reset must reach storage before anything else can happen (a reload, a closed tab).
    onSessionEnd: (action, endedToken) => {
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
  root.render(
    <StrictMode>
      <App store={store} persistor={persistor} router={createAppRouter()} />
    </StrictMode>,
  );
}

void start();
