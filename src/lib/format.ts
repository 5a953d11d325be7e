/** Phone display: ten digits (xxx) xxx-xxxx, eleven 1 (xxx) xxx-xxxx, otherwise digits only. */
export function formatPhone(value: string | number | null | undefined): string {
  const digits = String(value ?? '').replace(/\D/g, '');
  if (digits.length === 10) {
    return `(${digits.slice(0, 3)}) ${digits.slice(3, 6)}-${digits.slice(6)}`;
  }
  if (digits.length === 11) {
    return `${digits[0]} (${digits.slice(1, 4)}) ${digits.slice(4, 7)}-${digits.slice(7)}`;
  }
  return digits;
}

/** Cuts text at `max` characters on a word boundary and adds an ellipsis when it was cut. */
export function truncateAtWord(text: string, max: number): string {
  const clean = text.trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max + 1);
  const lastSpace = cut.lastIndexOf(' ');
  const head = (lastSpace > 0 ? cut.slice(0, lastSpace) : clean.slice(0, max)).replace(
    /[\s.,;:!?-]+$/,
    '',
  );
  return `${head}...`;
}

/** "Viewing 1 Result" / "Viewing 3 Results" style plurals. */
export function plural(count: number, singular: string, pluralForm = `${singular}s`): string {
  return count === 1 ? singular : pluralForm;
}
