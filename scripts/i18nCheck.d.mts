export interface PoEntry {
  context: string | null;
  id: string;
  translation: string;
  /** The files extraction found it in (`#:` lines, without line numbers). */
  origins: string[];
}
export function entries(po: string): PoEntry[];
export function untranslated(po: string): string[];
export function damaged(po: string): string[];
export function areaReport(
  po: string,
  exists?: (path: string) => boolean,
  lookups?: ReadonlyMap<string, ReadonlySet<string>>,
): { problems: string[]; counts: Record<string, number> };
