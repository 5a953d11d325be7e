import { lazyDialog } from './lazyDialog';

/**
 * ConfirmDialog for screens where a confirmation follows a click (delete, remove, leave with
 * unsaved edits): its code (react-bootstrap's Modal) loads with that click, not with the screen.
 */
export const LazyConfirmDialog = lazyDialog(
  async () => (await import('./ConfirmDialog')).ConfirmDialog,
);
