import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  quoteRequestAdded,
  quoteRequestRemoved,
  selectIsInCart,
} from '@/features/quoteCart/quoteCartSlice';
import { isRepeatClick } from '@/lib/repeatClick';
import { isSampleResult, resultHeading } from '../resultView';
import type { SearchResult } from '../types';

interface QuoteRequestButtonProps {
  result: SearchResult;
  addLabel: string;
  removeLabel: string;
  className?: string;
  size?: 'sm' | 'lg';
}

/** Adds the listing to the quote cart, or takes it out (keyed by company metro id). */
export function QuoteRequestButton({
  result,
  addLabel,
  removeLabel,
  className,
  size,
}: QuoteRequestButtonProps) {
  const dispatch = useAppDispatch();
  const id = result.company.id;
  const inCart = useAppSelector((state) => selectIsInCart(state, id));
  // A sample result is no company: there is nobody to ask for a quote.
  if (isSampleResult(result)) return null;
  return inCart ? (
    <Button
      variant="outline-danger"
      size={size}
      className={className}
      onClick={(event) => {
        if (!isRepeatClick(event)) dispatch(quoteRequestRemoved(id));
      }}
    >
      {removeLabel}
    </Button>
  ) : (
    <Button
      variant="primary"
      size={size}
      className={className}
      onClick={(event) => {
        if (isRepeatClick(event)) return;
        const { city, state, phone } = result.company;
        dispatch(
          quoteRequestAdded({
            id,
            companyName: resultHeading(result.company),
            city: [city, state].filter(Boolean).join(', '),
            phone,
          }),
        );
      }}
    >
      {addLabel}
    </Button>
  );
}
