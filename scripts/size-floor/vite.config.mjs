import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/** The floor app's build: the project's Vite and React plugin, nothing else. */
export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
});
