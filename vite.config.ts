/// <reference types="vitest/config" />
import { fileURLToPath, URL } from 'node:url';
import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { usPlaces } from './scripts/usPlaces.ts';
import { appConfig } from './build/appConfig.ts';
import { axiosWithoutFetchAdapter } from './build/axiosWithoutFetchAdapter.ts';
import { checkEnv } from './build/checkEnv.ts';
import { dropDemoWorker } from './build/dropDemoWorker.ts';
import { skipEntryPreloads } from './build/entryPreloads.ts';
import { firstLoadGroups } from './build/firstLoadGroups.ts';
import { firstScreen } from './build/firstScreen.ts';
import { formikWithSmallLodash } from './build/formikWithSmallLodash.ts';
import { linguiPlugins } from './build/lingui.ts';
import { moduleMap } from './build/moduleMap.ts';
import { offlineWorker } from './build/offline.ts';
import { precompress } from './build/precompress.ts';
import { usStateOutlines } from './build/usStateOutlines.ts';
import { vitest } from './build/vitest.ts';

// The build's plugins live in build/, one a file, each with its test in test/build/.
const entryPreloads = skipEntryPreloads();

export default defineConfig(({ mode }) => ({
  // The checked configuration, for src/config/env.ts in a production build (checkEnv stops a
  // build whose values are wrong, so what is defined here is always complete).
  define: { __APP_CONFIG__: JSON.stringify(appConfig(mode).config) },
  plugins: [
    // Before React's: the macros become plain calls before anything else reads the JSX.
    ...linguiPlugins(),
    react(),
    checkEnv(mode),
    dropDemoWorker(mode),
    axiosWithoutFetchAdapter(),
    formikWithSmallLodash(),
    firstScreen(mode),
    entryPreloads.plugin,
    moduleMap(),
    precompress(),
    usPlaces(),
    usStateOutlines(),
    ...offlineWorker(mode),
  ],
  resolve: { alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) } },
  css: {
    // Bootstrap 5.3's SCSS predates Dart Sass 2: its deprecation notices are not ours to fix.
    preprocessorOptions: {
      scss: {
        quietDeps: true,
        silenceDeprecations: ['import', 'global-builtin', 'color-functions', 'if-function'],
      },
    },
  },
  server: { port: 5173 },
  preview: { port: 4173 },
  build: {
    sourcemap: false,
    // Every browser the build targets (Vite's baseline-widely-available) has modulepreload.
    modulePreload: { polyfill: false, resolveDependencies: entryPreloads.resolveDependencies },
    chunkSizeWarningLimit: 700,
    rolldownOptions: { output: { codeSplitting: { groups: firstLoadGroups() } } },
  },
  test: vitest,
}));
