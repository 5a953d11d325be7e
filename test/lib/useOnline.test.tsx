import { render, screen } from '@testing-library/react';
import { useOfflineWait, useOnline } from '@/lib/useOnline';
import { setOnline } from '../utils/connection';

function Connection() {
  return <p>{useOnline() ? 'Online' : 'Offline: showing the trip as saved'}</p>;
}

function Waiting({ waiting, retry }: { waiting: boolean; retry?: () => void }) {
  return <p>{useOfflineWait(waiting, retry) ? 'Offline notice' : 'As before'}</p>;
}

describe('useOnline', () => {
  it('follows the browser going offline and back online', () => {
    render(<Connection />);
    expect(screen.getByText('Online')).toBeVisible();
    setOnline(false);
    expect(screen.getByText('Offline: showing the trip as saved')).toBeVisible();
    setOnline(true);
    expect(screen.getByText('Online')).toBeVisible();
  });

  it('starts offline when the page opens without a connection', () => {
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    render(<Connection />);
    expect(screen.getByText('Offline: showing the trip as saved')).toBeVisible();
  });
});

describe('useOfflineWait', () => {
  it('is true only while offline and waiting on the API', () => {
    const { rerender } = render(<Waiting waiting={false} />);
    setOnline(false);
    expect(screen.getByText('As before')).toBeVisible();
    rerender(<Waiting waiting />);
    expect(screen.getByText('Offline notice')).toBeVisible();
    setOnline(true);
    expect(screen.getByText('As before')).toBeVisible();
  });

  it('tries a failed call again once back online, once per return', () => {
    const retry = vi.fn<() => void>();
    setOnline(false);
    render(<Waiting waiting retry={retry} />);
    expect(retry).not.toHaveBeenCalled();
    setOnline(true);
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
