import { Trans } from '@lingui/react/macro';
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/app/hooks';
import { paths } from '@/config/paths';
import { selectQuoteRequestCount } from '@/features/quoteCart/quoteCartSlice';

/** The floating cart: how many companies will be asked for a quote; goes to /review. */
export function QuoteCartButton() {
  const count = useAppSelector(selectQuoteRequestCount);
  return (
    <Link to={paths.review} className="quote-cart-button btn btn-primary rounded-pill shadow">
      <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path
          fill="currentColor"
          d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM1 2v2h2l3.6 7.6-1.4 2.4A2 2 0 0 0 7 17h12v-2H7.4l1.1-2h7.5a2 2 0 0 0 1.7-1l3.6-6.5A1 1 0 0 0 20.4 4H5.2l-.9-2Z"
        />
      </svg>
      <span>
        <Trans>Quote Requests</Trans>
      </span>
      <span className="badge rounded-pill text-bg-light" aria-live="polite">
        {count}
      </span>
    </Link>
  );
}
