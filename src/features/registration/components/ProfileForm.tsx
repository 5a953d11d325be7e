import { Form as FormikForm, Formik } from 'formik';
import { useEffect, type ReactNode } from 'react';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { AsyncSection } from '@/components/data/AsyncSection';
import { Alert } from '@/components/feedback/Alert';
import { CheckboxField } from '@/components/form/CheckboxField';
import {
  AddressFields,
  ContactPersonFields,
  PhoneField,
} from '@/components/form/CompanyContactFields';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { SaveRow } from '@/components/form/SaveRow';
import {
  checkProfile,
  fetchRegistrationAssociations,
  fetchRegistrationStates,
  profileEdited,
  selectRegistration,
} from '../registrationSlice';
import { profileSchema } from '../schemas';
import type { ProfileValues } from '../types';
import { AssociationChecklist } from './AssociationChecklist';
import { KeepDraft } from '@/components/form/KeepDraft';
import { succeeded } from '@/lib/succeeded';

interface ProfileFormProps {
  /** The terms text (composed by the page from the content feature). */
  terms: ReactNode;
  /** The duplicate check passed: on to the login step. */
  onChecked: () => void;
}

/**
 * Step 1 of the operator registration: Profile Information, Company Details and Terms and
 * Conditions. Next runs the duplicate check and shows the server's result.msg when it fails.
 */
export function ProfileForm({ terms, onChecked }: ProfileFormProps) {
  const dispatch = useAppDispatch();
  const { profile, associations, states, requests } = useAppSelector(selectRegistration);
  const check = requests.checkProfile;

  useEffect(() => {
    void dispatch(fetchRegistrationAssociations());
    void dispatch(fetchRegistrationStates());
  }, [dispatch]);

  return (
    <Formik<ProfileValues>
      initialValues={profile}
      validationSchema={profileSchema}
      onSubmit={async (values) => {
        if (!(await succeeded(dispatch(checkProfile(values)).unwrap()))) return;
        onChecked();
      }}
    >
      <FormikForm noValidate aria-label="Bus Operator Registration">
        <KeepDraft<ProfileValues> onChange={(values) => dispatch(profileEdited(values))} />
        <section aria-labelledby="registration-profile" className="mb-4">
          <h2 id="registration-profile" className="h4">
            Profile Information
          </h2>
          <div className="row">
            <Field
              name="companyName"
              label="Company Name"
              autoComplete="organization"
              required
              className="col-md-6 mb-3"
            />
            <PhoneField
              name="companyPhone"
              label="Company Phone"
              required
              className="col-md-6 mb-3"
            />
            <Field
              name="companyWebsite"
              label="Company Website"
              autoComplete="url"
              placeholder="https://"
              className="col-md-6 mb-3"
            />
            <Field
              name="dotNumber"
              label="DOT Number"
              required
              className="col-md-6 mb-3"
              help="Digits only."
            />
            <AddressFields
              street={{ name: 'address', label: 'Address' }}
              line2={{ name: 'addressLine2', label: 'Address Line 2' }}
              zip={{ name: 'zipCode', label: 'Zip Code' }}
              states={states}
            />
            <ContactPersonFields />
          </div>
          {requests.fetchStates.status === 'failed' && (
            <Alert variant="warning">{requests.fetchStates.error}</Alert>
          )}
        </section>
        <section aria-labelledby="registration-company" className="mb-4">
          <h2 id="registration-company" className="h4">
            Company Details
          </h2>
          <p className="text-body-secondary">Association memberships and certifications.</p>
          <AsyncSection
            request={requests.fetchAssociations}
            onRetry={() => void dispatch(fetchRegistrationAssociations())}
            empty={!associations}
          >
            {associations && <AssociationChecklist name="associations" groups={associations} />}
          </AsyncSection>
        </section>
        <section aria-labelledby="registration-terms" className="mb-4">
          <h2 id="registration-terms" className="h4">
            Terms and Conditions
          </h2>
          {terms}
          <CheckboxField name="agreeToTerms" label="I agree to the Terms and Conditions" />
        </section>
        <FormSummary />
        <SaveRow
          busy={check.status === 'pending'}
          error={check.status === 'failed' ? check.error : null}
          busyLabel="Checking..."
        >
          Next
        </SaveRow>
      </FormikForm>
    </Formik>
  );
}
