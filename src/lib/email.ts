/**
 * The one test of an e-mail address, for every form and the config check: something, an @,
 * then a domain with a dot. Yup's own `.email()` lets "name@host" through, which no mail can
 * reach and the API refuses; the newsletter form uses this without loading Yup.
 */
const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export function isEmail(value: string): boolean {
  return EMAIL.test(value.trim());
}
