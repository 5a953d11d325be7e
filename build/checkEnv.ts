import type { Plugin } from 'vite';
import { appConfig } from './appConfig.ts';

/** Fails `vite build` early, with the same message the app would show, on a bad env value. */
export function checkEnv(mode: string): Plugin {
  return {
    name: 'check-env',
    apply: 'build',
    configResolved() {
      const { errors } = appConfig(mode);
      if (errors.length > 0) {
        throw new Error(`Invalid configuration:\n- ${errors.join('\n- ')}`);
      }
    },
  };
}
