/**
 * Waits for a call whose failure the screen already shows (the slice keeps its text, the form or
 * dialog displays it): true when it succeeded. The caller goes on only then; what was typed or
 * chosen stays for another try.
 */
export async function succeeded(call: Promise<unknown>): Promise<boolean> {
  try {
    await call;
    return true;
  } catch {
    return false;
  }
}
