import { ChevronLeftIcon, ChevronRightIcon, PauseIcon, PlayIcon } from '../icons';

export interface CarouselControlsProps {
  /** What the carousel shows, for the buttons' labels ("testimonials", "slides"...). */
  noun: string;
  count: number;
  current: number;
  onPrevious: () => void;
  onNext: () => void;
  onSelect?: (index: number) => void;
  /** Autoplay state; no play/pause button without it. */
  autoplay?: { playing: boolean; toggle: () => void };
  dotLabel?: (index: number) => string;
  className?: string;
}

/** Previous / next arrows, dots and a play/pause toggle, all real buttons with names. */
export function CarouselControls({
  noun,
  count,
  current,
  onPrevious,
  onNext,
  onSelect,
  autoplay,
  dotLabel,
  className,
}: CarouselControlsProps) {
  return (
    <div className={`carousel-controls ${className ?? ''}`}>
      {autoplay && (
        <button
          type="button"
          className="carousel-btn"
          onClick={autoplay.toggle}
          aria-label={autoplay.playing ? `Pause ${noun}` : `Play ${noun}`}
        >
          {autoplay.playing ? <PauseIcon /> : <PlayIcon />}
        </button>
      )}
      <button type="button" className="carousel-btn" onClick={onPrevious} aria-label={`Previous ${noun}`}>
        <ChevronLeftIcon />
      </button>
      {onSelect && (
        <ul className="carousel-dots list-unstyled mb-0">
          {Array.from({ length: count }, (_, index) => (
            <li key={index}>
              <button
                type="button"
                className={`carousel-dot${index === current ? ' is-active' : ''}`}
                onClick={() => onSelect(index)}
                aria-label={dotLabel ? dotLabel(index) : `Show ${noun} ${index + 1} of ${count}`}
                aria-current={index === current ? 'true' : undefined}
              />
            </li>
          ))}
        </ul>
      )}
      <button type="button" className="carousel-btn" onClick={onNext} aria-label={`Next ${noun}`}>
        <ChevronRightIcon />
      </button>
    </div>
  );
}
