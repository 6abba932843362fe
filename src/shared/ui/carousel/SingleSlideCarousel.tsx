import { useCallback, useRef, useState, type ReactNode, type TouchEvent } from 'react';
import { setInert } from '../../lib/inert';
import { wrapIndex } from './carouselIndex';
import { CarouselControls } from './CarouselControls';
import { useAutoplay } from './useAutoplay';
import './carousel.scss';

/** A horizontal swipe longer than this moves a slide (spec: Business constants). */
export const SWIPE_THRESHOLD_PX = 50;

export interface SingleSlideCarouselProps<T> {
  items: readonly T[];
  /** The carousel's accessible name. */
  label: string;
  /** What one slide is, for button labels ("slide", "story"...). */
  noun: string;
  renderItem: (item: T, state: { active: boolean; index: number }) => ReactNode;
  /** Auto-advance period; without it the carousel moves only when asked. */
  intervalMs?: number;
  /** Whether to show the dots (default true). */
  dots?: boolean;
  /** Horizontal swipes of more than 50 px move a slide. */
  swipe?: boolean;
  className?: string;
  /** Where the controls go: over the bottom of the slides (hero) or under them. */
  controlsPlacement?: 'overlay' | 'below';
  onIndexChange?: (index: number) => void;
}

/**
 * One slide at a time, wrapping at both ends, with previous/next, dots and (with autoplay) a
 * play/pause toggle. Every slide stays mounted (stacked, so the height never jumps), but the
 * hidden ones are inert: not focusable and not read out.
 */
export function SingleSlideCarousel<T>(props: SingleSlideCarouselProps<T>) {
  const {
    items,
    label,
    noun,
    renderItem,
    intervalMs,
    dots = true,
    swipe = false,
    className,
    controlsPlacement = 'below',
    onIndexChange,
  } = props;
  const count = items.length;
  const [rawIndex, setRawIndex] = useState(0);
  const index = wrapIndex(rawIndex, count);

  const goTo = useCallback(
    (next: number) => {
      const target = wrapIndex(next, count);
      setRawIndex(target);
      onIndexChange?.(target);
    },
    [count, onIndexChange],
  );
  const next = useCallback(() => goTo(index + 1), [goTo, index]);
  const previous = useCallback(() => goTo(index - 1), [goTo, index]);
  const autoplay = useAutoplay(next, count > 1 ? intervalMs : undefined, index);

  // Swipe: measured from touchstart to touchend; the click that may follow a swipe is swallowed.
  const touchStartX = useRef<number | null>(null);
  const swallowClick = useRef(false);
  const onTouchStart = (event: TouchEvent) => {
    touchStartX.current = event.changedTouches[0]?.clientX ?? null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStartX.current;
    touchStartX.current = null;
    const end = event.changedTouches[0]?.clientX;
    if (start === null || end === undefined) return;
    const distance = end - start;
    if (Math.abs(distance) > SWIPE_THRESHOLD_PX) {
      swallowClick.current = true;
      setTimeout(() => {
        swallowClick.current = false;
      }, 400);
      if (distance < 0) next();
      else previous();
    }
  };

  if (count === 0) return null;

  const controls =
    count > 1 ? (
      <CarouselControls
        noun={noun}
        count={count}
        current={index}
        onPrevious={previous}
        onNext={next}
        onSelect={dots ? goTo : undefined}
        autoplay={autoplay.enabled ? autoplay : undefined}
        className={controlsPlacement === 'overlay' ? 'carousel-controls--overlay' : undefined}
      />
    ) : null;

  return (
    <div
      className={`single-carousel ${className ?? ''}`}
      role="group"
      aria-roledescription="carousel"
      aria-label={label}
      {...autoplay.pauseTriggers}
    >
      <div
        className="single-carousel__stack"
        // While autoplay runs, announcing every change would be noise; when paused, changes are read.
        aria-live={autoplay.running ? 'off' : 'polite'}
        onTouchStart={swipe ? onTouchStart : undefined}
        onTouchEnd={swipe ? onTouchEnd : undefined}
        onClickCapture={(event) => {
          if (swallowClick.current) {
            event.preventDefault();
            event.stopPropagation();
          }
        }}
      >
        {items.map((item, itemIndex) => {
          const active = itemIndex === index;
          return (
            <div
              key={itemIndex}
              ref={(element) => setInert(element, !active)}
              className={`single-carousel__slide${active ? ' is-active' : ''}`}
              role="group"
              aria-roledescription="slide"
              aria-label={`${itemIndex + 1} of ${count}`}
            >
              {renderItem(item, { active, index: itemIndex })}
            </div>
          );
        })}
      </div>
      {controls}
    </div>
  );
}
