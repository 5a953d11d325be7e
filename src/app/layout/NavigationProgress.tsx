import './navigationProgress.css';
import { useLingui } from '@lingui/react/macro';
import { useNavigation } from 'react-router-dom';

/**
 * While the next page is on its way (its code, on a slow phone several seconds), a bar across the
 * top says the press was taken: a link or a login that lands on a screen not yet downloaded would
 * otherwise leave the page as it was, as if the press had been lost. It shows only after a short
 * delay (the CSS), so a page already at hand opens without a flash.
 */
export function NavigationProgress() {
  const { t } = useLingui();
  const { state } = useNavigation();
  if (state === 'idle') return null;
  return <div className="navigation-progress" role="progressbar" aria-label={t`Loading...`} />;
}
