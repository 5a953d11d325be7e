import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';

/** A caller whose action runs until the test settles it. */
function Harness({ action }: { action: () => Promise<void> }) {
  const [busy, setBusy] = useState(false);
  const [open, setOpen] = useState(true);
  return (
    <ConfirmDialog
      show={open}
      title="Delete this message?"
      confirmLabel="Delete"
      busyLabel="Deleting..."
      danger
      busy={busy}
      onCancel={() => setOpen(false)}
      onConfirm={() => {
        setBusy(true);
        void action().then(() => {
          setBusy(false);
          setOpen(false);
        });
      }}
    >
      It cannot be undone.
    </ConfirmDialog>
  );
}

describe('ConfirmDialog', () => {
  it('starts on Cancel, and Escape cancels', async () => {
    const user = userEvent.setup();
    render(<Harness action={() => Promise.resolve()} />);
    const dialog = await screen.findByRole('dialog', { name: 'Delete this message?' });
    expect(dialog).toHaveTextContent('It cannot be undone.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('ignores the second click of a double-click on Cancel (the click that opened it)', async () => {
    const onCancel = vi.fn();
    render(
      <ConfirmDialog
        show
        title="Delete this message?"
        confirmLabel="Delete"
        onCancel={onCancel}
        onConfirm={() => undefined}
      >
        It cannot be undone.
      </ConfirmDialog>,
    );
    const cancel = await screen.findByRole('button', { name: 'Cancel' });
    fireEvent.click(cancel, { detail: 2 });
    expect(onCancel).not.toHaveBeenCalled();
    fireEvent.click(cancel, { detail: 1 });
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('runs the action once however often Delete is pressed, and cannot be cancelled meanwhile', async () => {
    const user = userEvent.setup();
    let calls = 0;
    let finish = () => {};
    const action = () => {
      calls += 1;
      return new Promise<void>((resolve) => {
        finish = resolve;
      });
    };
    render(<Harness action={action} />);
    const confirm = await screen.findByRole('button', { name: 'Delete' });
    await user.dblClick(confirm);
    await user.click(confirm);
    expect(calls).toBe(1);
    expect(screen.getByRole('button', { name: 'Deleting...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeDisabled();
    await user.keyboard('{Escape}');
    expect(screen.getByRole('dialog')).toBeInTheDocument();

    finish();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(calls).toBe(1);
  });

  it('keeps Tab inside the dialog', async () => {
    const user = userEvent.setup();
    render(
      <>
        <button type="button">Outside</button>
        <Harness action={() => Promise.resolve()} />
      </>,
    );
    await screen.findByRole('dialog');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await user.tab();
    expect(screen.getByRole('button', { name: 'Delete' })).toHaveFocus();
    // Focus that lands outside (a click, a script) is brought back (react-bootstrap's enforceFocus).
    const outside = screen.getByText('Outside');
    act(() => outside.focus());
    await waitFor(() =>
      expect(screen.getByRole('dialog').contains(document.activeElement)).toBe(true),
    );
  });
});
