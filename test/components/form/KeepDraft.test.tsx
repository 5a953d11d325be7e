import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Formik } from 'formik';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { Field } from '@/components/form/Field';
import { KeepDraft } from '@/components/form/KeepDraft';
import { changedFields, withDraft } from '@/lib/drafts';

const KEY = 'buscharter:draft:';
interface Login {
  email: string;
  password: string;
}
const EMPTY: Login = { email: '', password: '' };

describe('KeepDraft', () => {
  it('keeps only the fields the form names', async () => {
    const user = userEvent.setup();
    render(
      <Formik initialValues={EMPTY} onSubmit={() => {}}>
        <>
          <KeepDraft<Login> name="login" fields={['email']} />
          <Field name="email" label="Email" />
          <Field name="password" label="Password" type="password" />
        </>
      </Formik>,
    );
    await user.type(screen.getByRole('textbox', { name: 'Email' }), 'a@b.test');
    await user.type(screen.getByLabelText('Password'), 'Secret1!');
    const stored = window.sessionStorage.getItem(`${KEY}login`) ?? '';
    expect(stored).toContain('a@b.test');
    expect(stored).not.toContain('Secret1!');
  });

  it('has no default fields: every draft names what it may keep (a type error otherwise)', () => {
    // Never called: what is checked is that each line fails to compile (tsc -b).
    const unnamed = [
      // @ts-expect-error: no fields
      () => <KeepDraft<Login> name="login" />,
      // @ts-expect-error: no fields
      () => withDraft('login', EMPTY),
      // @ts-expect-error: no fields
      () => changedFields(EMPTY, EMPTY),
      () => (
        // @ts-expect-error: a draft without the fields it may keep
        <FormDialog
          show
          title="Login"
          initialValues={EMPTY}
          submitLabel="Save"
          onSubmit={() => {}}
          onCancel={() => {}}
          draft="login"
        >
          {null}
        </FormDialog>
      ),
    ];
    expect(unnamed).toHaveLength(4);
  });
});
