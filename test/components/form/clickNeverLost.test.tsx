import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form as FormikForm, Formik, useFormikContext } from 'formik';
import * as Yup from 'yup';
import { Field } from '@/components/form/Field';
import { FormSummary } from '@/components/form/FormSummary';
import { SubmitButton } from '@/components/form/SubmitButton';
import { FORM_SUMMARY_TEXT } from '@/config/constants';
import { textIn } from '@/lib/i18n/messageText';
import { i18n } from '@/lib/i18n/runtime';
import { emailRule } from '@/lib/schemaRules';

/**
 * What Formik knows, whatever the screen shows: proves validation has run. (A rule's message is a
 * descriptor: read here in English, as Field reads it.)
 */
function ErrorsProbe() {
  const { errors } = useFormikContext<{ email: string }>();
  return <span data-testid="probe" data-error={textIn(i18n, errors.email)} />;
}

function renderForm() {
  const onSubmit = vi.fn();
  render(
    <Formik
      initialValues={{ email: '' }}
      validationSchema={Yup.object({ email: emailRule() })}
      onSubmit={onSubmit}
    >
      <FormikForm noValidate aria-label="Account">
        <Field name="email" label="Email" type="email" required />
        <FormSummary />
        <SubmitButton busy={false}>Create My Account</SubmitButton>
        <ErrorsProbe />
      </FormikForm>
    </Formik>,
  );
  return { onSubmit, user: userEvent.setup() };
}

describe('a click on a submit button right after typing', () => {
  it('keeps the form still while the button is pressed, then shows the summary on that click', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'name@host');
    const button = screen.getByRole('button', { name: 'Create My Account' });

    // Pressing the button blurs the field: Formik now holds its error...
    await user.pointer({ keys: '[MouseLeft>]', target: button });
    await vi.waitFor(() =>
      expect(screen.getByTestId('probe')).toHaveAttribute('data-error', 'Must use valid email'),
    );
    // ...but nothing above the button moves while it is down.
    expect(screen.queryByText('Must use valid email')).toBeNull();
    expect(screen.queryByRole('alert')).toBeNull();

    await user.pointer({ keys: '[/MouseLeft]', target: button });
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(FORM_SUMMARY_TEXT);
    expect(summary).toHaveTextContent('Must use valid email');
    // In the summary and under the field.
    expect(screen.getAllByText('Must use valid email')).toHaveLength(2);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('submits on that one click when the value is valid', async () => {
    const { user, onSubmit } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'riley@example.org');
    await user.click(screen.getByRole('button', { name: 'Create My Account' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
  });

  it('still shows a field error on blur when no button is pressed (Tab)', async () => {
    const { user } = renderForm();
    await user.type(screen.getByLabelText(/Email/), 'riley@');
    await user.tab();
    expect(await screen.findByText('Must use valid email')).toBeVisible();
  });
});
