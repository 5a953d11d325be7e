import { Trans } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import Button from 'react-bootstrap/Button';
import { useAppDispatch } from '@/app/hooks';
import { phoneShown } from '@/features/quoteCart/quoteCartSlice';
import { postTracking } from '@/features/search/trackingApi';
import type { SearchResult } from '@/features/search/types';
import { formatPhone } from '@/lib/format';

interface PhoneRevealProps {
  result: SearchResult;
  size?: 'sm';
}

/**
 * Show Phone Number, then the number as a call link. Each reveal is one phone tracking event,
 * wherever a traveller reveals it (More Details, the compare screen).
 */
export function PhoneReveal({ result, size }: PhoneRevealProps) {
  const dispatch = useAppDispatch();
  const [shown, setShown] = useState(false);
  const phoneRef = useRef<HTMLAnchorElement>(null);
  const { phone } = result.company;

  useEffect(() => {
    // The button that was pressed is gone: focus goes to the number it revealed.
    if (shown) phoneRef.current?.focus();
  }, [shown]);

  if (!phone) return null;
  return shown ? (
    <a
      ref={phoneRef}
      className={`btn btn-outline-primary${size ? ` btn-${size}` : ''}`}
      href={`tel:${phone.replace(/\D/g, '')}`}
    >
      {formatPhone(phone)}
    </a>
  ) : (
    <Button
      variant="outline-primary"
      size={size}
      onClick={() => {
        setShown(true);
        postTracking(result, 'phone');
        // Remembered for the trip sheet, which lists the phones the traveller looked up.
        dispatch(phoneShown(result.company.id));
      }}
    >
      <Trans>Show Phone Number</Trans>
    </Button>
  );
}
