import { Trans, useLingui } from '@lingui/react/macro';
import Button from 'react-bootstrap/Button';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import {
  compareToggled,
  selectCurrentArea,
  selectIsCompared,
} from '@/features/compare/compareSlice';
import { isRepeatClick } from '@/lib/repeatClick';

interface CompareToggleProps {
  /** The company metro id; 0 or less (a sample result) shows no toggle. */
  id: number;
  companyName: string;
  size?: 'sm';
}

/**
 * Chooses a company for the compare screen, or takes it back. Pressed state for assistive
 * technology; the compare bar says when the list is full.
 */
export function CompareToggle({ id, companyName, size }: CompareToggleProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const pressed = useAppSelector((state) => selectIsCompared(state, id));
  const area = useAppSelector(selectCurrentArea);
  if (!(Number.isInteger(id) && id > 0)) return null;
  return (
    <Button
      variant={pressed ? 'secondary' : 'outline-secondary'}
      size={size}
      aria-pressed={pressed}
      aria-label={t`Compare ${companyName}`}
      onClick={(event) => {
        if (!isRepeatClick(event)) dispatch(compareToggled({ id, companyName, area }));
      }}
    >
      {pressed && <span aria-hidden="true">✓ </span>}
      <Trans>Compare</Trans>
    </Button>
  );
}
