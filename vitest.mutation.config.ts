import { defineConfig, type UserConfigFnPromise } from 'vite';
import viteConfig from './vite.config.ts';
import { vitestMutation } from './build/vitestMutation.ts';

// The app's own build (its plugins: the Lingui macros, the gazetteer) with Vitest over the rule
// modules' tests only (build/vitestMutation.ts): the configuration stryker.config.mjs runs.
export default defineConfig(async (env) => ({
  ...(await (viteConfig as UserConfigFnPromise)(env)),
  test: vitestMutation,
}));
