import type { UserEvent } from '@testing-library/user-event';

/**
 * Puts `value` into a text field as a paste or the browser's autofill does: a click, then one
 * input. For filling in many plain fields, where typing key by key only spends test time
 * re-rendering the whole form once per key; a field with behaviour of its own on each key (a
 * phone or card number formatted as it is typed) is typed with `user.type`.
 */
export async function enterText(user: UserEvent, field: HTMLElement, value: string) {
  await user.click(field);
  await user.paste(value);
}
