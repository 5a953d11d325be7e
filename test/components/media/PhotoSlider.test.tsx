import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PhotoSlider } from '@/components/media/PhotoSlider';

const photos = [1, 2, 3].map((n) => ({ url: `/demo-photos/coach-${n}.svg`, alt: `Coach ${n}` }));

describe('PhotoSlider', () => {
  it('says so when there is no photo', () => {
    render(<PhotoSlider photos={[]} label="Photos of X" emptyText="No Images Available" />);
    expect(screen.getByText('No Images Available')).toBeInTheDocument();
    expect(screen.queryByRole('group')).toBeNull();
  });

  it('shows one photo with no arrows when there is only one', () => {
    render(<PhotoSlider photos={photos.slice(0, 1)} label="Photos of X" emptyText="none" />);
    expect(screen.getByRole('img', { name: 'Coach 1' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Next photo' })).toBeNull();
    expect(screen.queryByText(/Photo 1 of/)).toBeNull();
  });

  it('moves with the arrow keys from the photo, keeping focus on the photo shown', async () => {
    const user = userEvent.setup();
    render(<PhotoSlider photos={photos} label="Photos of X" emptyText="none" />);
    const carousel = screen.getByRole('group', { name: 'Photos of X' });
    expect(carousel).toHaveAttribute('aria-roledescription', 'carousel');
    await user.tab();
    expect(screen.getByRole('button', { name: 'Enlarge Coach 1' })).toHaveFocus();
    await user.keyboard('{ArrowRight}');
    expect(await screen.findByText('Photo 2 of 3')).toBeInTheDocument();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enlarge Coach 2' })).toHaveFocus(),
    );
    // Only the photo on show can be tabbed to.
    expect(document.querySelectorAll('.photo-slider__slide[tabindex="0"]')).toHaveLength(1);
  });

  it('loads the react-slick track once reached for, and the buttons drive it to either end', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PhotoSlider photos={photos} label="Photos of X" emptyText="none" />,
    );
    expect(container.querySelector('.slick-slider')).toBeNull();
    await user.hover(screen.getByRole('group', { name: 'Photos of X' }));
    await waitFor(() => expect(container.querySelector('.slick-slider')).not.toBeNull());
    const next = screen.getByRole('button', { name: 'Next photo' });
    await user.click(next);
    await user.click(next);
    expect(await screen.findByText('Photo 3 of 3')).toBeInTheDocument();
    expect(next).toHaveAttribute('aria-disabled', 'true');
    expect(screen.getByRole('button', { name: 'Previous photo' })).toHaveAttribute(
      'aria-disabled',
      'false',
    );
  });

  it('enlarges a photo in the lazily loaded photo viewer and returns focus when it closes', async () => {
    const user = userEvent.setup();
    const { container } = render(
      <PhotoSlider photos={photos} label="Photos of X" emptyText="none" />,
    );
    // A pointer on the slider brings in the react-slick track; the photo is then its own.
    await user.hover(screen.getByRole('group', { name: 'Photos of X' }));
    await waitFor(() => expect(container.querySelector('.slick-slider')).toBeVisible());
    await user.click(screen.getByRole('button', { name: 'Enlarge Coach 1' }));
    // The viewer's chunk is compiled on first use here: allow it the time.
    const viewer = await screen.findByRole('dialog', { name: 'Photo viewer' }, { timeout: 5000 });
    await user.click(screen.getByRole('button', { name: 'Close photo viewer' }));
    await waitFor(() => expect(viewer).not.toBeInTheDocument());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Enlarge Coach 1' })).toHaveFocus(),
    );
  });
});
