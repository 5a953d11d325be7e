/**
 * Toasts (info, success, error, warning) with a caller-given duration. react-toastify is loaded
 * on the first toast, not with the page: most visits never show one, and the traveller's first
 * load has a strict budget. Toasts raised before the container mounts are queued by the library.
 */
export type ToastKind = 'info' | 'success' | 'error' | 'warning';

type Listener = () => void;
const listeners = new Set<Listener>();
let wanted = false;

/** The layout mounts the toast container once someone needs it. */
export function onToastsWanted(listener: Listener): () => void {
  listeners.add(listener);
  if (wanted) listener();
  return () => listeners.delete(listener);
}

export function toastsWanted(): boolean {
  return wanted;
}

/** Mounts the toast container (a caller that raises its own kind of toast, src/app/offline). */
export function wantToasts(): void {
  if (wanted) return;
  wanted = true;
  listeners.forEach((listener) => listener());
}

export function notify(kind: ToastKind, message: string, autoCloseMs = 3000, id?: string): void {
  wantToasts();
  void import('react-toastify').then(({ toast }) => {
    toast[kind](message, { autoClose: autoCloseMs, toastId: id });
  });
}
