/**
 * Toasts (info, success, error, warning) with a caller-given duration. react-toastify is loaded
 * on the first toast, not with the page: most visits never show one, and the traveller's first
 * load has a strict budget. Toasts raised before the container mounts are queued by the library.
 */
import type { ReactNode } from 'react';

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

function wantToasts(): void {
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

/**
 * A notice that stays until its own button is used (a new version's Reload): polite (a status,
 * not an alert that interrupts a screen reader), never closed by a stray click or a timer.
 */
export function notifyUntilActed(content: ReactNode, id: string): void {
  wantToasts();
  void import('react-toastify').then(({ toast }) => {
    toast.info(content, {
      toastId: id,
      autoClose: false,
      closeOnClick: false,
      draggable: false,
      role: 'status',
    });
  });
}
