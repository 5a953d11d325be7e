import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToastHost } from '@/app/layout/ToastHost';
import { showUpdateNotice } from '@/app/offline/UpdateNotice';
import { I18nProvider } from '@/lib/i18n/react';
import { i18n } from '@/lib/i18n/runtime';

describe('the new version notice', () => {
  it('stays, politely, until Reload is pressed, which is the only thing that reloads', async () => {
    const reload = vi.fn<() => void>();
    render(
      <I18nProvider i18n={i18n}>
        <input aria-label="Group name" />
        <ToastHost />
      </I18nProvider>,
    );
    showUpdateNotice(reload);
    const notice = await screen.findByRole('status');
    expect(notice).toHaveTextContent('A new version is available: Reload');
    expect(notice).toHaveClass('Toastify__toast');
    expect(screen.queryByRole('alert')).toBeNull();

    // Typing elsewhere and a click on the notice itself leave it, and the page, alone.
    await userEvent.type(screen.getByRole('textbox', { name: 'Group name' }), 'Choir');
    await userEvent.click(notice);
    expect(screen.getByRole('status')).toBeVisible();
    expect(reload).not.toHaveBeenCalled();

    // Reachable from the keyboard.
    await userEvent.tab();
    expect(screen.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
