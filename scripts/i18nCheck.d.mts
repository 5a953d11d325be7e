export interface PoEntry {
  context: string | null;
  id: string;
  translation: string;
}
export function entries(po: string): PoEntry[];
export function untranslated(po: string): string[];
export function damaged(po: string): string[];
