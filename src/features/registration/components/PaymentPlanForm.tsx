import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { Options } from '@/components/form/Options';
import { SaveRow } from '@/components/form/SaveRow';
import {
  ACCOUNT_STATUS_OPTIONS,
  BILLING_DAYS,
  billingDayLabel,
  PAYMENT_OPTIONS,
} from '../constants';
import { planEdited, registerOperator, selectRegistration } from '../registrationSlice';
import { paymentPlanSchema } from '../schemas';
import type { PaymentPlanValues } from '../types';
import { KeepDraft } from '@/components/form/KeepDraft';

/** Select values are strings; the plan keeps the contract's numbers. */
function toPlan(values: PaymentPlanValues): PaymentPlanValues {
  return {
    accountStatus: values.accountStatus,
    ccRecurring: values.ccRecurring === '' ? '' : Number(values.ccRecurring),
    paymentOption: Number(values.paymentOption),
  };
}

/**
 * Step 3 of the operator registration: Account Status, CC Recurring (the 13 billing days) and the
 * payment option. Submitting registers, logs in and hands the page where the setup progress
 * sends the new operator. A failure shows the server's text or the spec's; nothing is lost.
 */
export function PaymentPlanForm({ onRegistered }: { onRegistered: (to: string | null) => void }) {
  const dispatch = useAppDispatch();
  const { plan, requests } = useAppSelector(selectRegistration);
  const register = requests.register;

  return (
    <Formik<PaymentPlanValues>
      initialValues={plan}
      validationSchema={paymentPlanSchema}
      onSubmit={async (values) => {
        let to: string | null;
        try {
          to = await dispatch(registerOperator(toPlan(values))).unwrap();
        } catch {
          return;
        }
        onRegistered(to);
      }}
    >
      <FormikForm noValidate aria-label="Payment Plan">
        <KeepDraft<PaymentPlanValues> onChange={(values) => dispatch(planEdited(toPlan(values)))} />
        <FormSummary />
        <Field name="accountStatus" label="Account Status" as="select" required>
          <option value="">Choose an account status</option>
          <Options choices={ACCOUNT_STATUS_OPTIONS} />
        </Field>
        <Field name="ccRecurring" label="CC Recurring" as="select" required>
          <option value="">Choose a billing day</option>
          <Options
            choices={BILLING_DAYS.map((day) => ({ value: day, label: billingDayLabel(day) }))}
          />
        </Field>
        <Field name="paymentOption" label="Payment Option" as="select" required>
          <Options choices={PAYMENT_OPTIONS} />
        </Field>
        <SaveRow
          busy={register.status === 'pending'}
          error={register.status === 'failed' ? register.error : null}
          busyLabel="Creating your account..."
        >
          Complete Registration
        </SaveRow>
      </FormikForm>
    </Formik>
  );
}
