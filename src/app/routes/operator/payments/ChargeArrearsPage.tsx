import { useCallback, useEffect, useId, useMemo } from 'react';
import Container from 'react-bootstrap/Container';
import { useNavigate, useParams } from 'react-router-dom';
import { Loading } from '@/components/feedback/Loading';
import { SAVE_TOAST_MS } from '@/config/constants';
import { paths } from '@/config/paths';
import { billingOf, cardDetailsOf, cardValuesFrom } from '@/features/payments/cardValues';
import { ArrearsInvoiceTable } from '@/features/payments/components/ArrearsInvoiceTable';
import { CardForm } from '@/features/payments/components/CardForm';
import { ARREARS_TEXTS, CARD_FORM_YEARS } from '@/features/payments/constants';
import { getArrears, postArrearsPayment } from '@/features/payments/paymentsApi';
import type { CardSubmitResult, CardValues } from '@/features/payments/types';
import { useLoad } from '@/features/payments/useLoad';
import { messageOf } from '@/lib/apiError';
import { formatMoney } from '@/lib/money';
import { notify } from '@/lib/notify';
import { usePageTitle } from '@/lib/usePageTitle';

/**
 * /charge_arrears/:secretKey, public: reached from the login's arrears notice (Go) or a secret
 * link sent by e-mail. The unpaid invoice lines and their total, and a card to pay them with
 * (spec sections 2, 5 and 8). Paid: "Pay Success!" and home. A link that does not load says why
 * and goes home.
 */
export function ChargeArrearsPage() {
  usePageTitle('Pay Your Balance');
  const navigate = useNavigate();
  const { secretKey = '' } = useParams();
  const invoiceId = useId();
  const cardId = useId();
  const { status, error, data } = useLoad(
    secretKey,
    () => getArrears(secretKey),
    ARREARS_TEXTS.loadFailed,
  );

  useEffect(() => {
    if (status !== 'failed') return;
    notify('error', error ?? ARREARS_TEXTS.loadFailed);
    void navigate(paths.home, { replace: true });
  }, [status, error, navigate]);

  const pay = useCallback(
    async (values: CardValues): Promise<CardSubmitResult> => {
      try {
        await postArrearsPayment(secretKey, {
          card: cardDetailsOf(values),
          billing: billingOf(values),
          companyName: values.companyName.trim(),
        });
      } catch (failure) {
        return { kind: 'failed', message: messageOf(failure, ARREARS_TEXTS.payFail) };
      }
      notify('success', ARREARS_TEXTS.paySuccess, SAVE_TOAST_MS);
      void navigate(paths.home);
      return { kind: 'done' };
    },
    [secretKey, navigate],
  );

  const initialValues = useMemo(
    () =>
      data &&
      cardValuesFrom({
        years: CARD_FORM_YEARS.arrears,
        billing: data.billing,
        companyName: data.companyName,
      }),
    [data],
  );

  return (
    <Container className="py-4">
      <h1 className="h3 mb-3">Pay Your Outstanding Balance</h1>
      {(status === 'idle' || status === 'pending') && <Loading text="Loading your balance..." />}
      {data && initialValues && (
        <>
          <p>
            Your account has been suspended due to unpaid balances. Pay the balance below to
            reinstate it.
          </p>
          <section aria-labelledby={invoiceId} className="mb-4">
            <h2 id={invoiceId} className="h5">
              Invoice
            </h2>
            <ArrearsInvoiceTable lines={data.lines} total={data.totalAmount} />
          </section>
          <section aria-labelledby={cardId}>
            <h2 id={cardId} className="h5">
              Card and Billing
            </h2>
            <CardForm
              variant="arrears"
              label="Pay Your Balance"
              initialValues={initialValues}
              // Not named by the link's key: the key is a secret, kept out of storage.
              draft="arrears-payment"
              submitLabel={`Pay ${formatMoney(data.totalAmount)}`}
              busyLabel="Paying..."
              onSubmit={pay}
            />
          </section>
        </>
      )}
    </Container>
  );
}
