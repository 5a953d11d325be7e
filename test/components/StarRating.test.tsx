import { render, screen } from '@testing-library/react';
import { StarRating } from '@/components/StarRating';

describe('StarRating', () => {
  it.each([
    [5, 'Rated 5 out of 5 stars', '100%'],
    [4.3, 'Rated 4.5 out of 5 stars', '90%'],
    [1, 'Rated 1 out of 5 stars', '20%'],
    [7, 'Rated 5 out of 5 stars', '100%'],
    [0, 'Not rated yet', '0%'],
    [Number.NaN, 'Not rated yet', '0%'],
  ])('draws %s as "%s"', (value, label, width) => {
    const { container } = render(<StarRating value={value} />);
    expect(screen.getByRole('img', { name: label })).toBeInTheDocument();
    expect(container.querySelector<HTMLElement>('.star-rating__fill')?.style.width).toBe(width);
  });
});
