import { loadEnv } from 'vite';
import { readConfig } from '../src/config/readConfig.ts';

/** The app's configuration as src/config/readConfig.ts checks it, from this mode's VITE_* values. */
export function appConfig(mode: string): ReturnType<typeof readConfig> {
  return readConfig(loadEnv(mode, process.cwd(), 'VITE_'));
}
