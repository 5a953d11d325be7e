import { useCallback, useMemo, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { lazyDialog } from '@/components/dialogs/lazyDialog';
import { SAVE_TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { selectAuth, selectShowUpgradeBanner } from '@/features/auth/authSlice';
import { cardValuesFrom } from '@/features/payments/cardValues';
import { CardForm } from '@/features/payments/components/CardForm';
import { CardOnFile } from '@/features/payments/components/CardOnFile';
import { CARD_FORM_YEARS, CARD_TEXTS } from '@/features/payments/constants';
import { getPaymentInfo } from '@/features/payments/paymentsApi';
import { useLoad } from '@/features/payments/useLoad';
import { useSavePaymentInfo } from '@/features/payments/useSavePaymentInfo';
import { upgradeOffered } from '@/features/upgrade/upgradeSlice';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/usePageTitle';

// Offered only after a save that leaves a balance: its code comes then.
const ArrearsChargeDialog = lazyDialog(
  async () =>
    (await import('@/features/payments/components/ArrearsChargeDialog')).ArrearsChargeDialog,
);

/**
 * /subscribers/payments: the card and billing data of the recurring payment (spec sections 2,
 * 4, 5 and 8). Save, then: an outstanding balance offers to charge it now; otherwise Save
 * Success. After that a free-trial company that may upgrade gets the upgrade offer, everyone
 * else goes to the listings.
 */
export function PaymentsPage() {
  usePageTitle('Payments');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { companyId } = useAppSelector(selectAuth);
  const offersUpgrade = useAppSelector(selectShowUpgradeBanner);
  const [arrearsDue, setArrearsDue] = useState(false);
  const { status, error, data, retry } = useLoad(
    companyId === null ? null : String(companyId),
    () => getPaymentInfo(companyId ?? 0),
    CARD_TEXTS.loadFailed,
  );

  const moveOn = useCallback(() => {
    setArrearsDue(false);
    if (offersUpgrade) {
      dispatch(upgradeOffered());
    } else {
      void navigate(paths.subscriberListings);
    }
  }, [dispatch, navigate, offersUpgrade]);

  const onSaved = useCallback(
    (owes: boolean) => {
      // Staying on the page (a dialog, the upgrade offer): start again from what is now on file.
      if (owes || offersUpgrade) retry();
      if (owes) {
        setArrearsDue(true);
        return;
      }
      notify('success', CARD_TEXTS.saveSuccess, SAVE_TOAST_MS);
      moveOn();
    },
    [moveOn, offersUpgrade, retry],
  );
  const save = useSavePaymentInfo({ companyId, paymentOption: data?.paymentOption, onSaved });
  const initialValues = useMemo(
    () =>
      data &&
      cardValuesFrom({
        years: CARD_FORM_YEARS.payments,
        billing: data.billing,
        lastFour: data.lastFour,
        cardMonth: data.cardMonth,
        cardYear: data.cardYear,
      }),
    [data],
  );

  return (
    <>
      <h1 className="h3 mb-3">Payments</h1>
      <AsyncSection
        request={{ status, error }}
        onRetry={retry}
        empty={!initialValues}
        loadingText="Loading your payment information..."
      >
        {data && initialValues && (
          <>
            <CardOnFile info={data} />
            <CardForm
              variant="payments"
              label="Credit Card Information"
              initialValues={initialValues}
              draft="payment-info"
              submitLabel="Save"
              busyLabel="Saving..."
              onSubmit={save}
            />
          </>
        )}
      </AsyncSection>
      <ArrearsChargeDialog show={arrearsDue} companyId={companyId} onDone={moveOn} />
    </>
  );
}
