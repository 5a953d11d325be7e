import { Form as FormikForm, Formik } from 'formik';
import { useId } from 'react';
import Form from 'react-bootstrap/Form';
import { useAppDispatch, useAppSelector } from '@/app/hooks';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { PasswordFields } from '@/components/form/PasswordFields';
import { SaveRow } from '@/components/form/SaveRow';
import { loginEdited, saveLoginStep, selectRegistration } from '../registrationSlice';
import { loginStepSchema } from '../schemas';
import type { LoginStepValues } from '../types';
import { KeepDraft } from '@/components/form/KeepDraft';
import { succeeded } from '@/lib/succeeded';

/** A value of step 1, shown here for reference and not editable. */
function Shown({ label, value }: { label: string; value: string }) {
  const id = useId();
  return (
    <Form.Group className="col-sm-6 mb-3">
      <Form.Label htmlFor={id}>{label}</Form.Label>
      <Form.Control id={id} value={value} disabled readOnly />
    </Form.Group>
  );
}

/**
 * Step 2 of the operator registration: the login name and password (DOT number and e-mail shown
 * disabled). The passwords stay in memory only: a reload asks for them again.
 */
export function LoginStepForm({ onSaved }: { onSaved: () => void }) {
  const dispatch = useAppDispatch();
  const { profile, loginName, password, confirmPassword, requests } =
    useAppSelector(selectRegistration);
  const save = requests.saveLoginStep;

  return (
    <Formik<LoginStepValues>
      initialValues={{ loginName, password, confirmPassword }}
      validationSchema={loginStepSchema}
      onSubmit={async (values) => {
        if (!(await succeeded(dispatch(saveLoginStep(values)).unwrap()))) return;
        onSaved();
      }}
    >
      <FormikForm noValidate aria-label="Login Information">
        <KeepDraft<LoginStepValues> onChange={(values) => dispatch(loginEdited(values))} />
        <FormSummary />
        <div className="row">
          <Shown label="DOT Number" value={profile.dotNumber} />
          <Shown label="Email" value={profile.contactEmail} />
        </div>
        <Field name="loginName" label="Login Name" autoComplete="username" required />
        <PasswordFields confirmationName="confirmPassword" sideBySide />
        <SaveRow
          busy={save.status === 'pending'}
          error={save.status === 'failed' ? save.error : null}
        >
          Next
        </SaveRow>
      </FormikForm>
    </Formik>
  );
}
