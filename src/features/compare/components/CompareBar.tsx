import { Trans, useLingui } from '@lingui/react/macro';
import './CompareBar.css';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectCompareTrip } from '../compareSlice';
import { isRepeatClick } from '@/lib/repeatClick';
import {
  compareRemoved,
  MAX_COMPARED,
  selectCompareEntries,
  selectCompareRefused,
} from '../compareSlice';
import { buildCompareUrl } from '../compareUrl';

interface CompareBarProps {
  /** The page has the floating quote cart button: the bar keeps clear of it. */
  besideCart?: boolean;
}

/** The companies chosen to compare, each removable, and the way to the compare screen. */
export function CompareBar({ besideCart = false }: CompareBarProps) {
  const dispatch = useAppDispatch();
  const entries = useAppSelector(selectCompareEntries);
  const refused = useAppSelector(selectCompareRefused);
  const trip = useAppSelector(selectCompareTrip);
  const { t } = useLingui();
  if (entries.length === 0) return null;
  const most = MAX_COMPARED;
  const count = entries.length;
  const note = refused
    ? t`You can compare up to ${most} companies. Remove one to add ${refused}.`
    : entries.length === 1
      ? t`Choose one more company to compare.`
      : '';

  return (
    <section
      className={`compare-bar shadow${besideCart ? ' compare-bar--beside-cart' : ''}`}
      aria-label={t`Compare`}
    >
      <ul className="compare-bar__list list-unstyled mb-0">
        {entries.map((entry) => (
          <li key={entry.id} className="compare-bar__chip">
            <span title={entry.companyName}>{entry.companyName}</span>
            <button
              type="button"
              className="btn-close"
              aria-label={t`Remove ${entry.companyName} from compare`}
              onClick={(event) => {
                if (!isRepeatClick(event)) dispatch(compareRemoved(entry.id));
              }}
            />
          </li>
        ))}
      </ul>
      <p className="compare-bar__note small mb-0" role="status">
        {note}
      </p>
      {entries.length > 1 && (
        <Link className="btn btn-primary" to={buildCompareUrl(entries, trip)}>
          <Trans>Compare {count} companies</Trans>
        </Link>
      )}
    </section>
  );
}
