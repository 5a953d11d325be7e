import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState, type ComponentType } from 'react';
import { ConfirmDialog } from '@/components/dialogs/ConfirmDialog';
import { DIALOG_LOAD_FAILED, lazyDialog, type LazyDialog } from '@/components/dialogs/lazyDialog';

interface Props {
  show: boolean;
  title: string;
  onCancel: () => void;
}

function RealDialog({ show, title, onCancel }: Props) {
  return (
    <ConfirmDialog
      show={show}
      title={title}
      confirmLabel="Remove"
      onConfirm={onCancel}
      onCancel={onCancel}
    >
      Remove it?
    </ConfirmDialog>
  );
}

/** A dialog whose code arrives (or fails) when the test says. */
function heldDialog() {
  const loads: {
    resolve: (dialog: ComponentType<Props>) => void;
    reject: (error: Error) => void;
  }[] = [];
  const Dialog = lazyDialog<Props>(
    () =>
      new Promise((resolve, reject) => {
        loads.push({ resolve, reject });
      }),
  );
  return { Dialog, loads };
}

function Page({ Dialog }: { Dialog: LazyDialog<Props> }) {
  const [open, setOpen] = useState(false);
  const [count, setCount] = useState(0);
  return (
    <>
      <button
        type="button"
        onClick={() => {
          setOpen(true);
          setCount((value) => value + 1);
        }}
      >
        Remove Metro
      </button>
      <Dialog show={open} title={`Remove (${count})`} onCancel={() => setOpen(false)} />
    </>
  );
}

describe('lazyDialog', () => {
  it('loads nothing until the dialog is first shown', () => {
    const { Dialog, loads } = heldDialog();
    render(<Page Dialog={Dialog} />);
    expect(loads).toHaveLength(0);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('shows Loading... on the click, then opens the dialog with what the page says by then', async () => {
    const user = userEvent.setup();
    const { Dialog, loads } = heldDialog();
    render(<Page Dialog={Dialog} />);
    await user.click(screen.getByRole('button', { name: 'Remove Metro' }));
    expect(await screen.findByRole('status')).toHaveTextContent('Loading...');
    expect(loads).toHaveLength(1);
    loads[0]?.resolve(RealDialog);
    expect(await screen.findByRole('dialog', { name: 'Remove (1)' })).toBeVisible();
    expect(screen.queryByText('Loading...')).toBeNull();
  });

  it('opens and closes at once after the first time, loading only once', async () => {
    const user = userEvent.setup();
    const { Dialog, loads } = heldDialog();
    render(<Page Dialog={Dialog} />);
    await user.click(screen.getByRole('button', { name: 'Remove Metro' }));
    loads[0]?.resolve(RealDialog);
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await user.click(screen.getByRole('button', { name: 'Remove Metro' }));
    expect(await screen.findByRole('dialog', { name: 'Remove (2)' })).toBeVisible();
    expect(loads).toHaveLength(1);
  });

  it('says when the code could not be loaded, and Try again loads it', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Dialog, loads } = heldDialog();
    render(<Page Dialog={Dialog} />);
    await user.click(screen.getByRole('button', { name: 'Remove Metro' }));
    loads[0]?.reject(new Error('Failed to fetch dynamically imported module'));
    expect(await screen.findByRole('alert')).toHaveTextContent(DIALOG_LOAD_FAILED);
    await user.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByText('Loading...')).toBeVisible();
    loads[1]?.resolve(RealDialog);
    expect(await screen.findByRole('dialog', { name: 'Remove (1)' })).toBeVisible();
  });

  it('closes a failed download with Close, and tries again at the next opening', async () => {
    const user = userEvent.setup();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { Dialog, loads } = heldDialog();
    function Closable() {
      const [open, setOpen] = useState(false);
      return (
        <>
          <button type="button" onClick={() => setOpen((value) => !value)}>
            Toggle
          </button>
          <Dialog show={open} title="Remove" onCancel={() => setOpen(false)} />
        </>
      );
    }
    render(<Closable />);
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    loads[0]?.reject(new Error('offline'));
    await user.click(await screen.findByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('alert')).toBeNull();
    // The page still thinks it is open: the next opening is a close then an open.
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await user.click(screen.getByRole('button', { name: 'Toggle' }));
    await waitFor(() => expect(loads).toHaveLength(2));
    loads[1]?.resolve(RealDialog);
    expect(await screen.findByRole('dialog', { name: 'Remove' })).toBeVisible();
  });

  it('preloads on demand, so the click opens the dialog without a Loading... step', async () => {
    const user = userEvent.setup();
    const { Dialog, loads } = heldDialog();
    render(<Page Dialog={Dialog} />);
    Dialog.preload();
    expect(loads).toHaveLength(1);
    loads[0]?.resolve(RealDialog);
    await Promise.resolve();
    await user.click(screen.getByRole('button', { name: 'Remove Metro' }));
    expect(await screen.findByRole('dialog', { name: 'Remove (1)' })).toBeVisible();
  });
});
