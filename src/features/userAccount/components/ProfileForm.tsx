import { Form as FormikForm, Formik } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { NameFields } from '@/components/form/NameFields';
import { SubmitButton } from '@/components/form/SubmitButton';
import { SAVE_TOAST_MS } from '@/config/constants';
import { notify } from '@/lib/notify';
import { profileSchema } from '../schemas';
import type { ProfileValues, UserProfile } from '../types';
import { saveProfile, selectUserAccount } from '../userAccountSlice';

export const PROFILE_SAVED = 'Your profile has been updated.';

/** Name, company and about, prefilled from the profile; the email is shown, not edited. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const { status, error } = useAppSelector(selectUserAccount).requests.saveProfile;
  const emailId = useId();
  const initialValues: ProfileValues = {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    company: profile.company ?? '',
    about: profile.about ?? '',
  };

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={profileSchema}
      onSubmit={async (values, { resetForm }) => {
        try {
          await dispatch(saveProfile(values)).unwrap();
        } catch {
          return; // The slice holds the spec's text; the typed values stay.
        }
        resetForm({ values });
        notify('success', PROFILE_SAVED, SAVE_TOAST_MS);
      }}
    >
      <FormikForm noValidate aria-label="Profile">
        <FormSummary />
        <NameFields />
        <Field name="company" label="Company" autoComplete="organization" />
        <Field name="about" label="About Yourself" as="textarea" rows={4} />
        <Form.Group className="mb-3">
          <Form.Label htmlFor={emailId}>Email</Form.Label>
          <Form.Control id={emailId} type="email" value={profile.email} readOnly plaintext />
        </Form.Group>
        {error && (
          <Alert variant="danger" role="alert">
            {error}
          </Alert>
        )}
        <SubmitButton busy={status === 'pending'} busyLabel="Saving...">
          Save Profile
        </SubmitButton>
      </FormikForm>
    </Formik>
  );
}
