import { useEffect, useRef, type ReactNode } from 'react';
import Button from 'react-bootstrap/Button';
import Modal from 'react-bootstrap/Modal';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { DialogFrame } from '@/components/dialogs/DialogFrame';
import { SubmitButton } from '@/components/form/SubmitButton';
import { paths } from '@/config/paths';
import { browser } from '@/lib/browser';
import {
  congratulationsClosed,
  fetchUpgradeList,
  openUpgradeList,
  saveUpgradePayment,
  selectUpgrade,
  upgradeModalClosed,
} from '../upgradeSlice';
import { UpgradeListTable } from './UpgradeListTable';

/** What premium placement gives: the offer's case, before anything is fetched. */
function OfferText() {
  return (
    <>
      <p>Your free trial lists your company in your metros. Premium placement does more:</p>
      <ul>
        <li>Your listings move up in the search results travellers see in your metros.</li>
        <li>You can bid for a higher position in any metro you are listed in.</li>
        <li>
          Nothing is charged yet: the next step shows each metro with its monthly billing and what
          is due today for the rest of this billing period.
        </li>
      </ul>
    </>
  );
}

/**
 * The spec's two-step upgrade in one dialog: the offer (Continue as Free Trial or Upgrade), then
 * the list of metros with total and prorated billing and Add Credit Card or Pay the Bill. The
 * list is asked for only after Upgrade; Continue as Free Trial closes without any call.
 */
export function UpgradeModal() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { step, upgradePremium, congratulationsVisible, requests } = useAppSelector(selectUpgrade);
  const { status: listStatus, error: listError } = requests.fetchUpgradeList;
  const { status: payStatus, error: payError } = requests.saveUpgradePayment;
  const listRef = useRef<HTMLDivElement>(null);
  const listReady = step === 'list' && listStatus === 'succeeded' && upgradePremium !== null;

  // Upgrade's button leaves with the offer: focus goes to the list instead of the page behind.
  useEffect(() => {
    if (step === 'list') listRef.current?.focus();
  }, [step]);

  let action: ReactNode = null;
  if (step === 'offer') {
    action = <Button onClick={() => dispatch(openUpgradeList())}>Upgrade</Button>;
  } else if (listReady && upgradePremium.haveBankCardAdded) {
    action = (
      <SubmitButton
        type="button"
        busy={payStatus === 'pending'}
        busyLabel="Paying..."
        onClick={() => void dispatch(saveUpgradePayment())}
      >
        Pay the Bill
      </SubmitButton>
    );
  } else if (listReady) {
    action = (
      <Button
        onClick={() => {
          dispatch(upgradeModalClosed());
          void navigate(paths.subscriberPayments);
        }}
      >
        Add Credit Card
      </Button>
    );
  }

  return (
    <>
      <DialogFrame
        show={step !== 'closed'}
        title="Upgrade to Premium"
        cancelLabel="Continue as Free Trial"
        closeButton
        centered
        size={step === 'list' ? 'lg' : undefined}
        busy={payStatus === 'pending'}
        error={payError}
        onCancel={() => dispatch(upgradeModalClosed())}
        action={action}
      >
        {step === 'offer' && <OfferText />}
        {step === 'list' && (
          <div
            ref={listRef}
            tabIndex={-1}
            role="group"
            aria-label="Your metros with premium placement"
          >
            <AsyncSection
              request={{ status: listStatus, error: listError }}
              onRetry={() => void dispatch(fetchUpgradeList())}
              empty={upgradePremium === null || listStatus !== 'succeeded'}
              loadingText="Loading your metros..."
            >
              {upgradePremium && <UpgradeListTable upgrade={upgradePremium} />}
            </AsyncSection>
          </div>
        )}
      </DialogFrame>
      <Modal
        show={congratulationsVisible}
        centered
        backdrop="static"
        aria-labelledby="congrats-title"
      >
        <Modal.Header>
          <Modal.Title id="congrats-title">Congratulations!</Modal.Title>
        </Modal.Header>
        <Modal.Body>Your listings are now premium. Thank you for upgrading.</Modal.Body>
        <Modal.Footer>
          <Button
            onClick={() => {
              dispatch(congratulationsClosed());
              // The spec reloads the listings page so every screen sees the new plan.
              browser.reloadTo(paths.subscriberListings);
            }}
          >
            OK
          </Button>
        </Modal.Footer>
      </Modal>
    </>
  );
}
