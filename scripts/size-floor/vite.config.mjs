import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

/**
 * The floor apps' build: the project's Vite and React plugin, nothing else. FLOOR=card (the
 * design card's stack, the budgets' floor) or FLOOR=core (React, Router and Redux Toolkit alone).
 */
const floor = process.env.FLOOR === 'core' ? 'core' : 'card';

export default defineConfig({
  root: import.meta.dirname,
  plugins: [react()],
  logLevel: 'warn',
  build: { rollupOptions: { input: `${import.meta.dirname}/${floor}.html` } },
});
