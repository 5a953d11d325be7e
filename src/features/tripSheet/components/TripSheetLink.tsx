import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { writeSheetLink } from '../sheetLink';
import { sheetOf, type SheetSources } from '../sheetOf';

interface TripSheetLinkProps {
  /** On /confirmation: with the quote number and the companies it went to. */
  afterQuote?: boolean;
  className?: string;
}

/** "Trip sheet", to the sheet of the plan on hand; nothing without a plan to show. */
export function TripSheetLink({
  afterQuote = false,
  className = 'btn btn-outline-primary btn-sm',
}: TripSheetLinkProps) {
  // The link's text, not the sheet: a string compares equal from one store change to the next.
  const link = useAppSelector((state: SheetSources) => {
    const sheet = sheetOf(state, afterQuote);
    return sheet && writeSheetLink(sheet);
  });
  if (!link) return null;
  return (
    <Link className={className} to={link}>
      <Trans>Trip sheet</Trans>
    </Link>
  );
}
