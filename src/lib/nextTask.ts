/**
 * Ends the current task, so the browser can paint and handle input before the next step: one
 * long task becomes several short ones (Lighthouse's Total Blocking Time; issue 46 allows no task
 * over 200 ms at 4x CPU, a slow phone). `scheduler.yield` where the browser has it, which runs
 * the rest before other queued tasks; a zero timeout elsewhere.
 */
export function nextTask(): Promise<void> {
  const { scheduler } = globalThis as { scheduler?: { yield?: () => Promise<void> } };
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}
