import { useCallback, useId, useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Loading } from '@/components/feedback/Loading';
import { paths } from '@/config/paths';
import { selectAuth } from '@/features/auth/authSlice';
import { cardValuesFrom } from '@/features/payments/cardValues';
import { AcceptedCards } from '@/features/payments/components/AcceptedCards';
import { CardForm } from '@/features/payments/components/CardForm';
import { CARD_FORM_YEARS, CARD_TEXTS } from '@/features/payments/constants';
import { getSetupPaymentInfo, type SetupPaymentCall } from '@/features/payments/setupPaymentApi';
import { useLoad } from '@/features/payments/useLoad';
import { useSetupPayment } from '@/features/payments/useSetupPayment';
import type { CardValues } from '@/features/payments/types';
import { PaymentSummary } from '@/features/wizard/components/PaymentSummary';
import {
  isPaymentOption,
  PAYMENT_STEP_DRAFTS,
  startingPaymentOption,
} from '@/features/wizard/paymentStep';
import { usePaymentListing } from '@/features/wizard/usePaymentListing';
import { setupStepDone } from '@/features/wizard/wizardSlice';
import { clearDraft } from '@/lib/drafts';
import { useDraftState } from '@/lib/useDraftState';

/**
 * /subscribers/init5, setup step 5 (spec sections 2, 4, 5 and 8): the card form with the
 * wizard's messages, and beside it the payment option and the Metro Listing summary. Just Save
 * Payment Information goes to the invoice (/subscribers/crash), Pay to the listings; this step
 * navigates itself, since after it the company leaves the wizard.
 */
export function PaymentStepPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const headingId = useId();
  const { companyId } = useAppSelector(selectAuth);
  // What is on file prefills the billing data and the option; the card itself is asked anew.
  const info = useLoad(
    companyId === null ? null : String(companyId),
    () => getSetupPaymentInfo(companyId ?? 0),
    CARD_TEXTS.loadFailed,
  );
  // The path is assumed by the contract: without an answer the form simply starts blank.
  const infoSettled = info.status === 'succeeded' || info.status === 'failed';
  // The option chosen and not paid yet survives a reload, as the billing data typed does.
  const [kept, keep] = useDraftState<{ option: number | null }>(PAYMENT_STEP_DRAFTS.option, {
    option: null,
  });
  const chosen = isPaymentOption(kept.option) ? kept.option : null;
  const option = chosen ?? (infoSettled ? startingPaymentOption(info.data?.paymentOption) : null);
  const summary = usePaymentListing(companyId, option);

  const onDone = useCallback(
    (call: SetupPaymentCall) => {
      clearDraft(PAYMENT_STEP_DRAFTS.option);
      dispatch(setupStepDone(5));
      void navigate(call === 'save' ? paths.subscriberInvoice : paths.subscriberListings);
    },
    [dispatch, navigate],
  );
  const submit = useSetupPayment({ companyId, paymentOption: option ?? 1, onDone });
  const pay = useCallback((values: CardValues) => submit('pay', values), [submit]);
  const justSave = useMemo(
    () => ({
      label: 'Just Save Payment Information',
      busyLabel: 'Saving...',
      onSubmit: (values: CardValues) => submit('save', values),
    }),
    [submit],
  );
  const initialValues = useMemo(
    () =>
      infoSettled
        ? cardValuesFrom({ years: CARD_FORM_YEARS.wizard, billing: info.data?.billing })
        : null,
    [infoSettled, info.data],
  );

  return (
    <div className="row g-4">
      <div className="col-lg-5 order-lg-2">
        <PaymentSummary
          option={option}
          onOptionChange={(next) => keep({ option: next })}
          status={summary.status}
          error={summary.error}
          onRetry={summary.retry}
          listing={summary.listing}
          updating={summary.updating}
        />
      </div>
      <section className="col-lg-7 order-lg-1" aria-labelledby={headingId}>
        <h2 id={headingId} className="h4 mb-3">
          Payment Information
        </h2>
        <AcceptedCards />
        {initialValues ? (
          <CardForm
            variant="wizard"
            label="Payment Information"
            initialValues={initialValues}
            draft={PAYMENT_STEP_DRAFTS.card}
            submitLabel="Pay"
            busyLabel="Paying..."
            onSubmit={pay}
            otherAction={justSave}
          />
        ) : (
          <Loading text="Loading your payment information..." />
        )}
      </section>
    </div>
  );
}
