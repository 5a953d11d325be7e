/// <reference types="vitest/config" />
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath, URL } from 'node:url';
import { defineConfig, loadEnv, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { readConfig, type AppConfig } from './src/config/readConfig';

/** Fails `vite build` early, with the same message the app would show, on a bad env value. */
function checkEnv(mode: string): Plugin {
  return {
    name: 'check-env',
    apply: 'build',
    configResolved() {
      const { errors } = readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
      if (errors.length > 0) {
        throw new Error(`Invalid configuration:\n- ${errors.join('\n- ')}`);
      }
    },
  };
}

/** A build against a real API ships no demo service worker. */
function dropDemoWorker(mode: string): Plugin {
  let outDir = 'dist';
  return {
    name: 'drop-demo-worker',
    apply: 'build',
    configResolved(config) {
      outDir = config.build.outDir;
    },
    closeBundle() {
      if (!readConfig(loadEnv(mode, process.cwd(), 'VITE_')).config.demoMode) {
        rmSync(join(outDir, 'mockServiceWorker.js'), { force: true });
      }
    },
  };
}

function originOf(url: string): string | null {
  try {
    return new URL(url).origin;
  } catch {
    return null; // a relative (demo) base is same-origin
  }
}

/** The Content-Security-Policy of a production build: our origin, the configured APIs, analytics. */
export function contentSecurityPolicy(config: AppConfig): string {
  const apis = [
    config.apiBaseUrl,
    config.apiLongBaseUrl,
    config.paymentsBaseUrl,
    config.contentBaseUrl,
  ]
    .map(originOf)
    .filter((origin): origin is string => origin !== null);
  const analytics =
    config.analyticsId || config.conversionId ? ['https://www.googletagmanager.com'] : [];
  const analyticsConnect = analytics.length
    ? ['https://*.google-analytics.com', 'https://*.googletagmanager.com']
    : [];
  return [
    "default-src 'self'",
    `script-src 'self' ${analytics.join(' ')}`.trim(),
    // react-bootstrap and react-toastify set inline styles.
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data: blob: https:",
    "font-src 'self' data:",
    `connect-src 'self' ${[...new Set([...apis, ...analyticsConnect])].join(' ')}`.trim(),
    "worker-src 'self'",
    "frame-src 'none'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
  ].join('; ');
}

function cspMeta(mode: string): Plugin {
  return {
    name: 'csp-meta',
    apply: 'build',
    transformIndexHtml() {
      const policy = contentSecurityPolicy(
        readConfig(loadEnv(mode, process.cwd(), 'VITE_')).config,
      );
      return [
        {
          tag: 'meta',
          attrs: { 'http-equiv': 'Content-Security-Policy', content: policy },
          injectTo: 'head-prepend',
        },
      ];
    },
  };
}

export default defineConfig(({ mode }) => ({
  plugins: [react(), checkEnv(mode), dropDemoWorker(mode), cspMeta(mode)],
  resolve: {
    alias: { '@': fileURLToPath(new URL('./src', import.meta.url)) },
  },
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
    chunkSizeWarningLimit: 700,
  },
  test: {
    environment: 'jsdom',
    globals: true,
    setupFiles: ['./test/setup.ts'],
    include: ['test/**/*.test.{ts,tsx}'],
    exclude: ['test/e2e/**', 'node_modules/**'],
    css: false,
    testTimeout: 15000,
    // CI shares two cores between jsdom workers; one retry there absorbs a timing hiccup, while a
    // real failure still fails twice. Locally every test runs once.
    retry: process.env.CI ? 1 : 0,
    env: { VITE_API_BASE_URL: '' },
  },
}));
