import '@/components/form/CheckboxGroup.css';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { CheckboxField } from '@/components/form/CheckboxField';
import { SectionForm } from '@/components/form/SectionForm';
import { PAYMENT_FORMS } from '../codeLabels';
import { savePaymentForms, selectCompany } from '../companySlice';
import type { PaymentForms } from '../types';

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
  return (
    <SectionForm
      title="Forms of Payment"
      intro="The ways travellers can pay you."
      initialValues={formsOf(company)}
      save={(values) => dispatch(savePaymentForms(values)).unwrap()}
      request={useAppSelector(selectCompany).requests.savePaymentForms}
      savedText={PAYMENT_FORMS_SAVED}
      submitLabel="Save Forms of Payment"
      draft="company-payment-forms"
      draftFields={PAYMENT_FORMS.map((form) => form.key)}
    >
      <fieldset>
        <legend className="visually-hidden">Accepted forms of payment</legend>
        <div className="checkbox-columns">
          {PAYMENT_FORMS.map((form) => (
            <CheckboxField key={form.key} name={form.key} label={form.label} />
          ))}
        </div>
      </fieldset>
    </SectionForm>
  );
}
