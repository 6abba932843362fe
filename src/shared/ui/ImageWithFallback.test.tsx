import { fireEvent, render, screen } from '@testing-library/react';
import { IMAGE_NOT_FOUND, ImageWithFallback } from './ImageWithFallback';

describe('ImageWithFallback', () => {
  it('replaces a failed image with the grey Image Not Found placeholder', () => {
    render(<ImageWithFallback src="/missing.svg" alt="Weddings" width={640} height={400} />);
    fireEvent.error(screen.getByRole('img', { name: 'Weddings' }));
    const placeholder = screen.getByRole('img', { name: `Weddings (${IMAGE_NOT_FOUND})` });
    expect(placeholder).toHaveClass('image-fallback');
    expect(placeholder).toHaveTextContent('Image Not Found');
  });

  it('tries again when given another source', () => {
    const { rerender } = render(<ImageWithFallback src="/missing.svg" alt="Weddings" width={640} height={400} />);
    fireEvent.error(screen.getByRole('img'));
    rerender(<ImageWithFallback src="/other.svg" alt="Weddings" width={640} height={400} />);
    expect(screen.getByRole('img', { name: 'Weddings' })).toHaveAttribute('src', '/other.svg');
  });
});
