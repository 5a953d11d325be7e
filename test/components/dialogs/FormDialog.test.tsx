import { fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import * as Yup from 'yup';
import { FormDialog } from '@/components/dialogs/FormDialog';
import { Field } from '@/components/form/Field';

const schema = Yup.object({ name: Yup.string().trim().required('Name is required') });

/** A caller whose call runs until the test settles it; a failure stays in the dialog. */
function Harness({ save }: { save: (name: string) => Promise<void> }) {
  const [open, setOpen] = useState(true);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <FormDialog
      show={open}
      title="Rename the coach"
      busy={busy}
      error={error}
      initialValues={{ name: '' }}
      validationSchema={schema}
      submitLabel="Save"
      busyLabel="Saving..."
      intro={<p>The name travellers see.</p>}
      onCancel={() => setOpen(false)}
      onSubmit={async ({ name }) => {
        setBusy(true);
        setError(null);
        try {
          await save(name);
          setOpen(false);
        } catch {
          setError('The name could not be saved.');
        } finally {
          setBusy(false);
        }
      }}
    >
      <Field name="name" label="Name" required />
    </FormDialog>
  );
}

/** A save the test finishes (or fails) when it wants. */
function heldSave() {
  const calls: string[] = [];
  let settle = (_ok: boolean) => {};
  const save = (name: string) => {
    calls.push(name);
    return new Promise<void>((resolve, reject) => {
      settle = (ok) => (ok ? resolve() : reject(new Error('failed')));
    });
  };
  return { calls, save, settle: (ok: boolean) => settle(ok) };
}

async function openDialog(save: (name: string) => Promise<void>) {
  const user = userEvent.setup();
  render(<Harness save={save} />);
  const dialog = await screen.findByRole('dialog', { name: 'Rename the coach' });
  return { user, dialog };
}

describe('FormDialog', () => {
  it('is a dialog and a form named by the title, and checks the fields before submitting', async () => {
    const { calls, save } = heldSave();
    const { user, dialog } = await openDialog(save);
    expect(within(dialog).getByRole('form', { name: 'Rename the coach' })).toBeInTheDocument();
    expect(dialog).toHaveTextContent('The name travellers see.');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    const summary = await within(dialog).findByRole('alert');
    expect(summary).toHaveTextContent('Name is required');
    expect(calls).toEqual([]);
  });

  it('submits once however often Save or Enter is pressed, and cannot be closed meanwhile', async () => {
    const { calls, save, settle } = heldSave();
    const { user, dialog } = await openDialog(save);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Silver Eagle');
    await user.dblClick(within(dialog).getByRole('button', { name: 'Save' }));
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), '{Enter}');
    expect(calls).toEqual(['Silver Eagle']);
    expect(within(dialog).getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBe(dialog);

    settle(true);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual(['Silver Eagle']);
  });

  it('submits once when two submits come before the busy state is drawn', async () => {
    const { calls, save } = heldSave();
    const { user, dialog } = await openDialog(save);
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Silver Eagle');
    const form = within(dialog).getByRole('form', { name: 'Rename the coach' });
    fireEvent.submit(form);
    fireEvent.submit(form);
    await within(dialog).findByRole('button', { name: 'Saving...' });
    expect(calls).toEqual(['Silver Eagle']);
  });

  it('shows a failure in the dialog and keeps what was typed for another try', async () => {
    const { calls, save, settle } = heldSave();
    const { user, dialog } = await openDialog(save);
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.type(name, 'Silver Eagle');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    settle(false);
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'The name could not be saved.',
    );
    expect(name).toHaveValue('Silver Eagle');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(calls).toEqual(['Silver Eagle', 'Silver Eagle']);
  });

  it.each(['Cancel', 'Close', '{Escape}'])('closes on %s while nothing runs', async (close) => {
    const { calls, save } = heldSave();
    const { user, dialog } = await openDialog(save);
    if (close === '{Escape}') await user.keyboard(close);
    else await user.click(within(dialog).getByRole('button', { name: close }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(calls).toEqual([]);
  });
});
