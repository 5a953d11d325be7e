import { Plural, useLingui } from '@lingui/react/macro';
import type { SearchedArea } from '@/features/search/types';

interface SearchSummaryProps {
  area: SearchedArea | null;
  count: number;
}

/** Where the results are from and how many are shown (spec 2 texts). */
export function SearchSummary({ area, count }: SearchSummaryProps) {
  const { t } = useLingui();
  // "Results within N miles of zip code X" or "Results in the CITY, STATE bus charter service area".
  let location = '';
  if (area?.mode === 'zip') {
    const { within, zip } = area;
    location = t`Results within ${within} miles of zip code ${zip}`;
  } else if (area) {
    const place = [area.city, area.state].filter(Boolean).join(', ');
    location = t`Results in the ${place} bus charter service area`;
  }
  return (
    <div className="search-summary mb-3" aria-live="polite">
      {area && <p className="search-summary__location mb-1 fw-semibold">{location}</p>}
      <p className="search-summary__count mb-0">
        {/* The count as the spec writes it (1000, not 1,000): a placeholder, not #. */}
        <Plural value={count} one={`Viewing ${count} Result`} other={`Viewing ${count} Results`} />
      </p>
    </div>
  );
}
