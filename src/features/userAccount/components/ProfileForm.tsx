import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { NameFields } from '@/components/form/NameFields';
import { SectionForm } from '@/components/form/SectionForm';
import { PROFILE_REFUSAL } from '../refusals';
import { profileSchema } from '../schemas';
import type { ProfileValues, UserProfile } from '../types';
import { saveProfile, selectUserAccount } from '../userAccountSlice';

export const PROFILE_SAVED = msg`Your profile has been updated.`;

/** Name, company and about, prefilled from the profile; the email is shown, not edited. */
export function ProfileForm({ profile }: { profile: UserProfile }) {
  const { t, i18n } = useLingui();
  const dispatch = useAppDispatch();
  const emailId = useId();
  const request = useAppSelector(selectUserAccount).requests.saveProfile;
  const initialValues: ProfileValues = {
    firstName: profile.firstName ?? '',
    lastName: profile.lastName ?? '',
    company: profile.company ?? '',
    about: profile.about ?? '',
  };

  return (
    <SectionForm
      title={t`Profile`}
      bare
      initialValues={initialValues}
      validationSchema={profileSchema}
      save={(values) => dispatch(saveProfile(values)).unwrap()}
      request={request}
      failure={<RefusalMessage words={PROFILE_REFUSAL} refusal={request.refusal} />}
      savedText={i18n._(PROFILE_SAVED)}
      submitLabel={t`Save Profile`}
    >
      <NameFields />
      <Field name="company" label={t`Company`} autoComplete="organization" />
      <Field name="about" label={t`About Yourself`} as="textarea" rows={4} />
      <Form.Group className="mb-3">
        <Form.Label htmlFor={emailId}>
          <Trans>Email</Trans>
        </Form.Label>
        <Form.Control id={emailId} type="email" value={profile.email} readOnly plaintext />
      </Form.Group>
    </SectionForm>
  );
}
