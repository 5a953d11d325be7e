import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { Field } from '@/components/form/Field';
import { NameFields } from '@/components/form/NameFields';
import { FormSummary } from '@/components/form/FormSummary';
import { PasswordFields } from '@/components/form/PasswordFields';
import { SaveRow } from '@/components/form/SaveRow';
import { paths } from '@/config/paths';
import { selectIsLoggedIn } from '@/features/auth/authSlice';
import { signupSchema } from '@/features/signup/schemas';
import { SIGNUP_REFUSAL } from '@/features/signup/refusals';
import { selectSignup, signUp } from '@/features/signup/signupSlice';
import type { SignupValues } from '@/features/signup/types';
import { selectSender } from '../tripRequestSlice';

interface Outcome {
  associateError: string | null;
}

/**
 * The account offer of the confirmation screen, for visitors. It stays on screen through its
 * own sign-up (which logs the visitor in) to show how it went.
 */
export function CreateAccountForm({ quoteNumber }: { quoteNumber: string }) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const sender = useAppSelector(selectSender);
  const signup = useAppSelector(selectSignup);
  const [startedHere, setStartedHere] = useState(false);
  // The failure is the slice's; shown only for a sign-up made from this form.
  const error =
    startedHere && signup.status === 'failed' ? (
      <RefusalMessage words={SIGNUP_REFUSAL} refusal={signup.refusal} />
    ) : null;
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  const [initialValues] = useState<SignupValues>(() => ({
    firstName: sender?.firstName ?? '',
    lastName: sender?.lastName ?? '',
    about: '',
    email: sender?.email ?? '',
    password: '',
    confirmationPassword: '',
  }));

  if (outcome) return <AccountCreated quoteNumber={quoteNumber} outcome={outcome} />;
  if (loggedIn && !startedHere) return null;

  return (
    <section className="create-account card shadow-sm" aria-labelledby="create-account-title">
      <div className="card-body p-4">
        <h2 id="create-account-title" className="h4">
          <Trans>Create your free account</Trans>
        </h2>
        <p className="mb-2">
          <Trans>With an account you get:</Trans>
        </p>
        <ul className="create-account__benefits mb-4">
          <li>
            <Trans>Your quote history, with this quote already in it</Trans>
          </li>
          <li>
            <Trans>Communication with companies in one place</Trans>
          </li>
          <li>
            <Trans>A personalised profile for your group</Trans>
          </li>
        </ul>
        <Formik
          initialValues={initialValues}
          validationSchema={signupSchema}
          onSubmit={async (values) => {
            setStartedHere(true);
            try {
              setOutcome(await dispatch(signUp({ values, quoteNumber })).unwrap());
            } catch {
              // The slice holds the text; everything typed stays.
            }
          }}
        >
          {({ isSubmitting }) => (
            <FormikForm noValidate aria-label={t`Create account`}>
              <NameFields />
              <Field name="about" label={t`About yourself`} as="textarea" rows={3} />
              <Field name="email" label={t`Email`} type="email" required autoComplete="email" />
              <PasswordFields confirmationLabel={t`Password confirmation`} sideBySide />
              <FormSummary />
              <SaveRow busy={isSubmitting} error={error} busyLabel={t`Creating your account...`}>
                <Trans>Create My Account</Trans>
              </SaveRow>
            </FormikForm>
          )}
        </Formik>
      </div>
    </section>
  );
}

function AccountCreated({ quoteNumber, outcome }: { quoteNumber: string; outcome: Outcome }) {
  return (
    <section className="card shadow-sm" aria-labelledby="account-created-title" role="status">
      <div className="card-body p-4">
        <h2 id="account-created-title" className="h4">
          <Trans>Your account is ready</Trans>
        </h2>
        {outcome.associateError ? (
          <Alert variant="warning">
            <Trans>
              You are logged in, but quote <span className="text-nowrap">{quoteNumber}</span> could
              not be added to your account: {outcome.associateError}
            </Trans>
          </Alert>
        ) : (
          <p>
            <Trans>
              You are logged in, and quote <span className="text-nowrap">{quoteNumber}</span> is in
              your quote history.
            </Trans>
          </p>
        )}
        <Link className="btn btn-primary" to={paths.userQuoteHistory}>
          <Trans>View My Quote History</Trans>
        </Link>
      </div>
    </section>
  );
}
