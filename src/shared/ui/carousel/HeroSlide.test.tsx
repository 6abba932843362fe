import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { renderWithProviders } from '@/test/renderWithProviders';
import { HeroSlide } from './HeroSlide';
import type { Slide } from './slide';

const size = { desktop: { width: 1600, height: 640 }, mobile: { width: 750, height: 900 } };
const imageSlide: Slide = {
  type: 'image',
  src: { desktop: '/desk.svg', mobile: '/mob.svg' },
  alt: 'A stage',
  title: 'Big title',
  subtitle: 'Small words',
  cta: { text: 'Book', link: '/online-booking' },
};
const videoSlide: Slide = { type: 'video', src: '/clip.mp4', alt: 'A clip', poster: '/poster.svg' };

/** Toggles the slide between active and inactive, like the carousel does. */
function VideoHarness() {
  const [active, setActive] = useState(true);
  return (
    <>
      <button type="button" onClick={() => setActive((value) => !value)}>
        toggle
      </button>
      <HeroSlide slide={videoSlide} active={active} size={size} priority={false} />
    </>
  );
}

describe('HeroSlide', () => {
  it('shows the desktop image with alt text, a mobile source, title, subtitle and CTA', () => {
    const { container } = renderWithProviders(<HeroSlide slide={imageSlide} active priority size={size} />);
    const image = screen.getByRole('img', { name: 'A stage' });
    expect(image).toHaveAttribute('src', '/desk.svg');
    expect(image).toHaveAttribute('loading', 'eager');
    expect(container.querySelector('source')).toHaveAttribute('srcset', '/mob.svg');
    expect(screen.getByText('Big title')).toBeInTheDocument();
    expect(screen.getByText('Small words')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Book' })).toHaveAttribute('href', '/online-booking');
  });

  it('follows the slide link when the slide itself is clicked', async () => {
    renderWithProviders(<HeroSlide slide={imageSlide} active priority={false} size={size} />, {
      extraRoutes: { '/online-booking': <h1>Booking page</h1> },
      path: '/',
    });
    fireEvent.click(screen.getByRole('img', { name: 'A stage' }));
    expect(await screen.findByRole('heading', { name: 'Booking page' })).toBeInTheDocument();
  });

  it('plays a video while active and pauses it when not', async () => {
    const play = jest.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
    const pause = jest.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => undefined);
    renderWithProviders(<VideoHarness />);
    expect(play).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(pause).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'toggle' }));
    expect(play).toHaveBeenCalledTimes(2);
    play.mockRestore();
    pause.mockRestore();
  });

  it('logs a refused autoplay and retries on the next click', async () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const play = jest
      .spyOn(HTMLMediaElement.prototype, 'play')
      .mockRejectedValueOnce(new Error('NotAllowedError'))
      .mockResolvedValue(undefined);
    const { container } = renderWithProviders(<HeroSlide slide={videoSlide} active size={size} priority={false} />);
    await waitFor(() =>
      expect(error).toHaveBeenCalledWith(expect.stringContaining('autoplay failed'), expect.any(Error)),
    );
    fireEvent.click(container.querySelector('video')!);
    expect(play).toHaveBeenCalledTimes(2);
    play.mockRestore();
    error.mockRestore();
  });
});
