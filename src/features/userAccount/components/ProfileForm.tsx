import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { NameFields } from '@/components/form/NameFields';
import { SectionForm } from '@/components/form/SectionForm';
import { profileSchema } from '../schemas';
import type { ProfileValues, UserProfile } from '../types';
import { saveProfile, selectUserAccount } from '../userAccountSlice';

export const PROFILE_SAVED = 'Your profile has been updated.';

/** Name, company and about, prefilled from the profile; the email is shown, not edited. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const dispatch = useAppDispatch();
  const emailId = useId();
  const initialValues: ProfileValues = {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    company: profile.company ?? '',
    about: profile.about ?? '',
  };

  return (
    <SectionForm
      title="Profile"
      bare
      initialValues={initialValues}
      validationSchema={profileSchema}
      save={(values) => dispatch(saveProfile(values)).unwrap()}
      request={useAppSelector(selectUserAccount).requests.saveProfile}
      savedText={PROFILE_SAVED}
      submitLabel="Save Profile"
    >
      <NameFields />
      <Field name="company" label="Company" autoComplete="organization" />
      <Field name="about" label="About Yourself" as="textarea" rows={4} />
      <Form.Group className="mb-3">
        <Form.Label htmlFor={emailId}>Email</Form.Label>
        <Form.Control id={emailId} type="email" value={profile.email} readOnly plaintext />
      </Form.Group>
    </SectionForm>
  );
}
