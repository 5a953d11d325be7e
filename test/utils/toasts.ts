import { screen, waitFor } from '@testing-library/react';

/**
 * The toast on screen that says `text` (react-toastify renders each one as an alert; the layout
 * mounts its container on the first toast). Waits for it as a user would.
 */
export async function findToast(text: string): Promise<HTMLElement> {
  return waitFor(() => {
    const toast = screen
      .queryAllByRole('alert')
      .find((alert) => alert.classList.contains('Toastify__toast') && alert.textContent === text);
    if (!toast) throw new Error(`No toast says "${text}"`);
    return toast;
  });
}

/** How long a toast stays: the length of its countdown bar's animation. */
export function toastDurationMs(toast: HTMLElement): number {
  const timer = toast.querySelector<HTMLElement>('[role="progressbar"]');
  return Number.parseFloat(timer?.style.animationDuration ?? 'NaN');
}

/** success, error, info or warning, as the toast's colour and icon show it. */
export function toastKind(toast: HTMLElement): string | undefined {
  return /Toastify__toast--(\w+)/.exec(toast.className)?.[1];
}
