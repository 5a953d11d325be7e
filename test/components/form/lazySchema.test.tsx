import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form as FormikForm, Formik } from 'formik';
import * as Yup from 'yup';
import { Field } from '@/components/form/Field';
import { FormikSubmitButton } from '@/components/form/FormikSubmitButton';
import { FormSummary } from '@/components/form/FormSummary';
import { CHECKS_UNAVAILABLE, lazySchema } from '@/components/form/lazySchema';
import { emailRule } from '@/lib/schemaRules';

const schema = Yup.object({ email: emailRule({ required: 'Email is required' }) });

/** A schema whose code arrives (or fails) when the test says. */
function heldSchema() {
  const loads: { resolve: () => void; reject: () => void }[] = [];
  const checks = lazySchema<{ email: string }>(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve: () => resolve(schema), reject: () => reject(new Error('offline')) });
      }),
  );
  return { checks, loads };
}

function renderForm(checks: ReturnType<typeof heldSchema>['checks'], initial = '') {
  const onSubmit = vi.fn();
  render(
    <Formik initialValues={{ email: initial }} validate={checks.validate} onSubmit={onSubmit}>
      <FormikForm onFocus={checks.preload} noValidate aria-label="Account">
        <FormSummary />
        <Field name="email" label="Email" type="email" required />
        <FormikSubmitButton busy={false} busyLabel="Saving...">
          Save
        </FormikSubmitButton>
      </FormikForm>
    </Formik>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('lazySchema', () => {
  it('loads the rules on the first focus in the form, not before', async () => {
    const { checks, loads } = heldSchema();
    const { user } = renderForm(checks);
    expect(loads).toHaveLength(0);
    await user.click(screen.getByLabelText(/Email/));
    expect(loads).toHaveLength(1);
    loads[0]?.resolve();
    await user.type(screen.getByLabelText(/Email/), 'riley@');
    await user.tab();
    expect(await screen.findByText('Must use valid email')).toBeVisible();
    expect(loads).toHaveLength(1);
  });

  it('keeps a Submit pressed before the rules arrive: busy, then checked and sent once', async () => {
    const { checks, loads } = heldSchema();
    const { user, onSubmit } = renderForm(checks, 'riley@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(onSubmit).not.toHaveBeenCalled();
    loads[0]?.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(await screen.findByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('shows the errors of a Submit pressed before the rules arrive', async () => {
    const { checks, loads } = heldSchema();
    const { user, onSubmit } = renderForm(checks);
    await user.click(screen.getByRole('button', { name: 'Save' }));
    loads[0]?.resolve();
    expect(await screen.findByRole('alert')).toHaveTextContent('Email is required');
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('says the form could not be checked when the rules do not load, and tries again', async () => {
    const { checks, loads } = heldSchema();
    const { user, onSubmit } = renderForm(checks, 'riley@example.org');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    loads[0]?.reject();
    expect(await screen.findByRole('alert')).toHaveTextContent(CHECKS_UNAVAILABLE);
    expect(onSubmit).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    loads[1]?.resolve();
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });
});
