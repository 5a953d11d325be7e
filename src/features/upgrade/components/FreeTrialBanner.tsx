import Button from 'react-bootstrap/Button';
import Container from 'react-bootstrap/Container';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { selectShowUpgradeBanner } from '@/features/auth/authSlice';
import { openUpgradeList } from '../upgradeSlice';

/** For free-trial operators who may upgrade: a standing offer of premium placement. */
export function FreeTrialBanner() {
  const dispatch = useAppDispatch();
  const show = useAppSelector(selectShowUpgradeBanner);
  if (!show) return null;
  return (
    <aside className="free-trial-banner py-2" aria-label="Free trial">
      <Container className="d-flex flex-wrap align-items-center justify-content-between gap-2">
        <span>
          You are on a <strong>free trial</strong>. Upgrade to premium placement to rank higher in
          your metros.
        </span>
        <Button
          size="sm"
          variant="dark"
          // The banner's Upgrade is already the operator's choice: straight to the list.
          onClick={() => dispatch(openUpgradeList())}
        >
          Upgrade
        </Button>
      </Container>
    </aside>
  );
}
