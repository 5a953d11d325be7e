import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { AsyncSection } from '@/components/data/AsyncSection';
import { OFFLINE_TEXT } from '@/components/feedback/OfflineNotice';
import type { RequestStatus } from '@/lib/requestStatus';
import { setOnline } from '../../utils/connection';

function renderSection(status: RequestStatus, empty: boolean, onRetry = vi.fn()) {
  render(
    <AsyncSection
      request={{
        status,
        error: 'Your quote history could not be loaded. Please try again later.',
      }}
      onRetry={onRetry}
      empty={empty}
      emptyText="No previous quotes"
    >
      <p>The list</p>
    </AsyncSection>,
  );
  return onRetry;
}

describe('AsyncSection', () => {
  it('says Loading... until the first answer', () => {
    renderSection('pending', true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(screen.queryByText('No previous quotes')).toBeNull();
  });

  it('shows the failure with a Try again that asks again', async () => {
    const onRetry = renderSection('failed', true);
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Your quote history could not be loaded. Please try again later.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('says the empty text after an empty answer', () => {
    renderSection('succeeded', true);
    expect(screen.getByText('No previous quotes')).toBeVisible();
    expect(screen.queryByText('The list')).toBeNull();
  });

  it('keeps what it has through a reload, and says when the reload failed', () => {
    renderSection('failed', false);
    expect(screen.getByText('The list')).toBeVisible();
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(screen.queryByRole('status')).toBeNull();
  });

  it('makes its call once on mount and again on Try again when it owns it (load)', async () => {
    const load = vi.fn<() => void>();
    const { rerender } = render(
      <AsyncSection request={{ status: 'failed' }} load={load} empty>
        <p>The list</p>
      </AsyncSection>,
    );
    rerender(
      <AsyncSection request={{ status: 'failed' }} load={() => void load()} empty>
        <p>The list</p>
      </AsyncSection>,
    );
    expect(load).toHaveBeenCalledTimes(1);
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('says it is offline instead of spinning, and loads once back online', () => {
    setOnline(false);
    const onRetry = renderSection('pending', true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.queryByText('Loading...')).toBeNull();
    setOnline(true);
    expect(screen.getByRole('status')).toHaveTextContent('Loading...');
    expect(onRetry).not.toHaveBeenCalled();
  });

  it('says it is offline instead of the failure, and asks again once back online', () => {
    setOnline(false);
    const onRetry = renderSection('failed', true);
    expect(screen.getByRole('status')).toHaveTextContent(OFFLINE_TEXT);
    expect(screen.queryByRole('alert')).toBeNull();
    expect(onRetry).not.toHaveBeenCalled();
    setOnline(true);
    expect(onRetry).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('alert')).toBeVisible();
  });

  it('keeps content on hand on screen while offline', () => {
    setOnline(false);
    renderSection('succeeded', false);
    expect(screen.getByText('The list')).toBeVisible();
    expect(screen.queryByText(OFFLINE_TEXT)).toBeNull();
  });
});
