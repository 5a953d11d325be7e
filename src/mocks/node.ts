import { setupServer } from 'msw/node';
import { handlers } from './handlers';

/** The same demo handlers for Vitest. */
export const server = setupServer(...handlers);
