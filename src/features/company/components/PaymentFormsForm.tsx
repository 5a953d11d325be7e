import { Alert } from '@/components/feedback/Alert';
import '@/components/form/CheckboxGroup.css';
import { Form as FormikForm, Formik } from 'formik';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FormikUnsavedChanges } from '@/components/form/UnsavedChanges';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { PAYMENT_FORMS } from '../codeLabels';
import { savePaymentForms, selectCompany } from '../companySlice';
import type { PaymentForms } from '../types';
import { SectionCard } from '@/components/layout/SectionCard';

export const PAYMENT_FORMS_SAVED = 'Your forms of payment have been saved.';

function formsOf(company: PaymentForms): PaymentForms {
  return {
    allowsAmex: company.allowsAmex,
    allowsDiscover: company.allowsDiscover,
    allowsMastercard: company.allowsMastercard,
    allowsVisa: company.allowsVisa,
    allowsPaypal: company.allowsPaypal,
    allowsCheck: company.allowsCheck,
  };
}

/** Forms of Payment: what travellers may pay the company with. */
export function PaymentFormsForm({ company }: { company: PaymentForms }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectCompany).requests.savePaymentForms;
  return (
    <SectionCard title="Forms of Payment" intro="The ways travellers can pay you.">
      <Formik
        initialValues={formsOf(company)}
        onSubmit={async (values, { resetForm }) => {
          try {
            await dispatch(savePaymentForms(values)).unwrap();
          } catch {
            return;
          }
          resetForm({ values });
          notify('success', PAYMENT_FORMS_SAVED, SAVE_TOAST_MS);
        }}
      >
        <FormikForm noValidate aria-label="Forms of Payment">
          <FormikUnsavedChanges name="paymentForms" />
          <fieldset>
            <legend className="visually-hidden">Accepted forms of payment</legend>
            <div className="checkbox-columns">
              {PAYMENT_FORMS.map((form) => (
                <CheckboxField key={form.key} name={form.key} label={form.label} />
              ))}
            </div>
          </fieldset>
          {error && (
            <Alert variant="danger" role="alert">
              {error}
            </Alert>
          )}
          <SubmitButton busy={status === 'pending'} busyLabel="Saving...">
            Save Forms of Payment
          </SubmitButton>
        </FormikForm>
      </Formik>
    </SectionCard>
  );
}
