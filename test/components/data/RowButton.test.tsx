import { fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RowButton } from '@/components/data/RowButton';

describe('RowButton', () => {
  it('acts once per double-click, and on every press of the keyboard', async () => {
    const act = vi.fn();
    render(<RowButton onClick={act}>Delete</RowButton>);
    const button = screen.getByRole('button', { name: 'Delete' });
    fireEvent.click(button, { detail: 1 });
    fireEvent.click(button, { detail: 2 });
    expect(act).toHaveBeenCalledTimes(1);
    button.focus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    expect(act).toHaveBeenCalledTimes(3);
  });
});
