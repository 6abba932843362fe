import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { installMatchMedia } from '@/test/browserMocks';
import { SingleSlideCarousel } from './SingleSlideCarousel';

const items = ['Alpha', 'Beta', 'Gamma'];

function renderCarousel(props: Partial<Parameters<typeof SingleSlideCarousel<string>>[0]> = {}) {
  return render(
    <SingleSlideCarousel
      items={items}
      label="Highlights"
      noun="slide"
      renderItem={(item) => <a href={`#${item}`}>{item}</a>}
      {...props}
    />,
  );
}

/** The visible slide: the one not made inert. */
const slides = () =>
  screen
    .getAllByRole('group', { hidden: true })
    .filter((group) => group.getAttribute('aria-roledescription') === 'slide');
const activeSlide = () => slides().find((slide) => !slide.hasAttribute('inert'))!;

describe('SingleSlideCarousel', () => {
  beforeEach(() => installMatchMedia());
  afterEach(() => jest.useRealTimers());

  it('wraps at both ends with previous and next', () => {
    renderCarousel();
    expect(activeSlide()).toHaveTextContent('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Previous slide' }));
    expect(activeSlide()).toHaveTextContent('Gamma');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveTextContent('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next slide' }));
    expect(activeSlide()).toHaveTextContent('Alpha');
  });

  it('goes to a slide with its dot and marks the current dot', () => {
    renderCarousel();
    fireEvent.click(screen.getByRole('button', { name: 'Show slide 3 of 3' }));
    expect(activeSlide()).toHaveTextContent('Gamma');
    expect(screen.getByRole('button', { name: 'Show slide 3 of 3' })).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('button', { name: 'Show slide 1 of 3' })).not.toHaveAttribute('aria-current');
  });

  it('keeps hidden slides inert: their links cannot be focused or read', () => {
    renderCarousel();
    expect(slides().filter((slide) => slide.hasAttribute('inert'))).toHaveLength(2);
    expect(slides().filter((slide) => slide.getAttribute('aria-hidden') === 'true')).toHaveLength(2);
    // Only the visible slide's link is exposed.
    expect(screen.getAllByRole('link')).toHaveLength(1);
    expect(screen.getByRole('link')).toHaveTextContent('Alpha');
  });

  it('advances every interval, wrapping, and stops with the pause button', () => {
    jest.useFakeTimers();
    renderCarousel({ intervalMs: 5000 });
    act(() => jest.advanceTimersByTime(4999));
    expect(activeSlide()).toHaveTextContent('Alpha');
    act(() => jest.advanceTimersByTime(1));
    expect(activeSlide()).toHaveTextContent('Beta');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveTextContent('Gamma');
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveTextContent('Alpha');

    fireEvent.click(screen.getByRole('button', { name: 'Pause slide' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toHaveTextContent('Alpha');
    fireEvent.click(screen.getByRole('button', { name: 'Play slide' }));
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveTextContent('Beta');
  });

  it('holds still while hovered or while focus is inside', () => {
    jest.useFakeTimers();
    renderCarousel({ intervalMs: 5000 });
    const carousel = screen.getByRole('group', { name: 'Highlights' });
    fireEvent.mouseEnter(carousel);
    act(() => jest.advanceTimersByTime(15000));
    expect(activeSlide()).toHaveTextContent('Alpha');
    fireEvent.mouseLeave(carousel);
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveTextContent('Beta');

    fireEvent.focus(within(activeSlide()).getByRole('link'));
    act(() => jest.advanceTimersByTime(15000));
    expect(activeSlide()).toHaveTextContent('Beta');
  });

  it('resumes at once when Play is pressed, though the pointer and focus are still on the button', async () => {
    jest.useFakeTimers();
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    renderCarousel({ intervalMs: 5000 });
    await user.click(screen.getByRole('button', { name: 'Pause slide' }));
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toHaveTextContent('Alpha');

    const play = screen.getByRole('button', { name: 'Play slide' });
    await user.click(play);
    expect(screen.getByRole('button', { name: 'Pause slide' })).toHaveFocus();
    act(() => jest.advanceTimersByTime(5000));
    expect(activeSlide()).toHaveTextContent('Beta');
  });

  it('starts paused when the user prefers reduced motion', () => {
    installMatchMedia({ reducedMotion: true });
    jest.useFakeTimers();
    renderCarousel({ intervalMs: 5000 });
    expect(screen.getByRole('button', { name: 'Play slide' })).toBeInTheDocument();
    act(() => jest.advanceTimersByTime(20000));
    expect(activeSlide()).toHaveTextContent('Alpha');
  });

  it('moves on a horizontal swipe of more than 50 px only', () => {
    const { container } = renderCarousel({ swipe: true });
    const stack = container.querySelector('.single-carousel__stack')!;
    const swipe = (from: number, to: number) => {
      fireEvent.touchStart(stack, { changedTouches: [{ clientX: from }] });
      fireEvent.touchEnd(stack, { changedTouches: [{ clientX: to }] });
    };
    swipe(200, 150); // exactly 50 px: no move
    expect(activeSlide()).toHaveTextContent('Alpha');
    swipe(200, 149); // 51 px to the left: next
    expect(activeSlide()).toHaveTextContent('Beta');
    swipe(100, 200); // to the right: previous
    expect(activeSlide()).toHaveTextContent('Alpha');
    swipe(100, 200); // and wraps
    expect(activeSlide()).toHaveTextContent('Gamma');
  });

  it('shows no controls for a single item', () => {
    render(
      <SingleSlideCarousel items={['Only']} label="One" noun="slide" intervalMs={5000} renderItem={(item) => item} />,
    );
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
  });
});
