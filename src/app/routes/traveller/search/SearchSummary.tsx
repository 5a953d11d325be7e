import type { SearchedArea } from '@/features/search/types';
import { plural } from '@/lib/format';

/** "Results within N miles of zip code X" or "Results in the CITY, STATE bus charter service area". */
export function locationText(area: SearchedArea): string {
  if (area.mode === 'zip') return `Results within ${area.within} miles of zip code ${area.zip}`;
  const place = [area.city, area.state].filter(Boolean).join(', ');
  return `Results in the ${place} bus charter service area`;
}

interface SearchSummaryProps {
  area: SearchedArea | null;
  count: number;
}

/** Where the results are from and how many are shown (spec 2 texts). */
export function SearchSummary({ area, count }: SearchSummaryProps) {
  return (
    <div className="search-summary mb-3" aria-live="polite">
      {area && <p className="search-summary__location mb-1 fw-semibold">{locationText(area)}</p>}
      <p className="search-summary__count mb-0">
        Viewing {count} {plural(count, 'Result')}
      </p>
    </div>
  );
}
