import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useRef } from 'react';
import { useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { NameFields } from '@/components/form/NameFields';
import { PasswordFields } from '@/components/form/PasswordFields';
import { SaveRow } from '@/components/form/SaveRow';
import { paths } from '@/config/paths';
import { signupSchema } from '@/features/signup/schemas';
import { SIGNUP_REFUSAL } from '@/features/signup/refusals';
import { selectSignup, signUp } from '@/features/signup/signupSlice';
import type { SignupValues } from '@/features/signup/types';

const initialValues: SignupValues = {
  firstName: '',
  lastName: '',
  company: '',
  about: '',
  email: '',
  password: '',
  confirmationPassword: '',
};

/**
 * /users/subscribe: a traveller account. Success logs the new user in and opens the quote
 * history; a failure shows the server's text or the spec's, keeping everything typed.
 */
export function UserRegistrationForm() {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { status, refusal } = useAppSelector(selectSignup);
  const busy = status === 'pending';
  const submitting = useRef(false);

  return (
    <Formik
      initialValues={initialValues}
      validationSchema={signupSchema}
      onSubmit={async (values) => {
        // One account per press: Enter in a field would otherwise submit again mid-call.
        if (submitting.current) return;
        submitting.current = true;
        try {
          await dispatch(signUp({ values })).unwrap();
        } catch {
          return;
        } finally {
          submitting.current = false;
        }
        void navigate(paths.userQuoteHistory);
      }}
    >
      <FormikForm noValidate aria-label={t`Create your account`}>
        <FormSummary />
        <NameFields />
        <Field
          name="company"
          label={t`Company`}
          autoComplete="organization"
          help={t`Optional: your school, club, church or other group.`}
        />
        <Field name="about" label={t`About Yourself`} as="textarea" rows={3} />
        <Field name="email" label={t`Email`} type="email" autoComplete="email" required />
        <PasswordFields />
        <SaveRow
          busy={busy}
          error={
            status === 'failed' ? <RefusalMessage words={SIGNUP_REFUSAL} refusal={refusal} /> : null
          }
          busyLabel={t`Creating your account...`}
          className="w-100"
        >
          <Trans>Create My Account</Trans>
        </SaveRow>
      </FormikForm>
    </Formik>
  );
}
