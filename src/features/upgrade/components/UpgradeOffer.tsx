import { FreeTrialBanner } from './FreeTrialBanner';
import { UpgradeModal } from './UpgradeModal';

/**
 * The whole free-trial upgrade: the standing banner and its modals. The shell loads this module
 * (and with it the upgrade slice and calls) only for a free-trial operator offered the upgrade.
 */
export function UpgradeOffer() {
  return (
    <>
      <FreeTrialBanner />
      <UpgradeModal />
    </>
  );
}
