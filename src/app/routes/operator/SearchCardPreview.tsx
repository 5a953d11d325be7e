import './SearchCardPreview.css';
import {
  CompanyCardView,
  type CompanyCardViewProps,
} from '@/features/search/components/CompanyCardView';

interface SearchCardPreviewProps extends Omit<CompanyCardViewProps, 'headingLevel' | 'actions'> {
  /** Says what the picture is ("How your company appears in search results."). */
  caption: string;
}

/**
 * The search result card as travellers see it, shown to an operator: the search's own card view
 * with no buttons, so nothing here is tracked or goes into a quote cart. The company page's
 * profile image and the listing edit page both show it.
 */
export function SearchCardPreview({ caption, ...card }: SearchCardPreviewProps) {
  return (
    <figure className="search-card-preview mb-3">
      <CompanyCardView {...card} headingLevel={3} />
      <figcaption className="small text-muted mt-1">{caption}</figcaption>
    </figure>
  );
}
