import { Trans, useLingui } from '@lingui/react/macro';
import { Form as FormikForm, Formik } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Alert } from '@/components/feedback/Alert';
import { RefusalMessage } from '@/components/feedback/RefusalMessage';
import { CheckboxField } from '@/components/form/CheckboxField';
import { Field } from '@/components/form/Field';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { lazySchema } from '@/components/form/lazySchema';
import { paths } from '@/config/paths';
import { logIn, loginModalHidden, selectAuth, SESSION_ENDED_NOTICE } from '../authSlice';
import { LOGIN_REFUSAL } from '../refusals';
import type { LoginCredentials } from '../types';
import { DemoAccounts } from './DemoAccounts';

// The rules (Yup) load with the form's first use, not with the screen.
const loginChecks = lazySchema<LoginCredentials>(
  async () => (await import('../schemas')).loginSchema,
);

interface LoginFormProps {
  /** "UserName" in the modal, "Email or Username" on the portal page. */
  userLabel: string;
  /** Called before leaving for another page (the modal closes itself). */
  onLeave?: () => void;
}

/** The login form of the modal and of the portal page; lands each role where the spec says. */
export function LoginForm({ userLabel, onLeave }: LoginFormProps) {
  const { t } = useLingui();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { error, refusal, status, sessionNotice } = useAppSelector(selectAuth);

  const leaveTo = (to: string) => {
    onLeave?.();
    dispatch(loginModalHidden());
    void navigate(to);
  };

  return (
    <Formik
      initialValues={{ email: '', password: '', rememberMe: false }}
      validate={loginChecks.validate}
      onSubmit={async (values) => {
        const outcome = await dispatch(logIn(values));
        if (logIn.fulfilled.match(outcome) && outcome.payload.kind === 'navigate') {
          leaveTo(outcome.payload.to);
        }
      }}
    >
      {({ setFieldValue }) => (
        <FormikForm onFocus={loginChecks.preload} noValidate aria-label={t`Login`}>
          {sessionNotice && (
            <Alert variant="warning">
              {/* The store keeps the English notice; shown, it is in the visitor's language. */}
              {sessionNotice === SESSION_ENDED_NOTICE
                ? t`Your session has ended. Please log in again.`
                : sessionNotice}
            </Alert>
          )}
          <Field name="email" label={userLabel} autoComplete="username" required />
          <Field
            name="password"
            label={t`Password`}
            type="password"
            autoComplete="current-password"
            required
          />
          <CheckboxField name="rememberMe" label={t`Remember Me`} />
          {error && (
            <p className="text-danger fw-semibold" role="alert">
              <RefusalMessage words={LOGIN_REFUSAL} refusal={refusal} />
            </p>
          )}
          <FormikSubmitButton
            busy={status === 'pending'}
            busyLabel={t`Logging in...`}
            className="w-100 mb-3"
          >
            <Trans>Login</Trans>
          </FormikSubmitButton>
          <div className="d-flex justify-content-between flex-wrap gap-2 small">
            <Link
              to={paths.forgotPassword}
              onClick={(event) => {
                event.preventDefault();
                leaveTo(paths.forgotPassword);
              }}
            >
              <Trans>Forgot your password?</Trans>
            </Link>
            <Link
              to={paths.join}
              onClick={(event) => {
                event.preventDefault();
                leaveTo(paths.join);
              }}
            >
              <Trans>Don&apos;t have an account?</Trans>
            </Link>
          </div>
          <DemoAccounts
            onPick={(email, password) => {
              void setFieldValue('email', email);
              void setFieldValue('password', password);
            }}
          />
        </FormikForm>
      )}
    </Formik>
  );
}
