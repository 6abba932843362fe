import { useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '@/shared/lib/usePrefersReducedMotion';
import { PauseIcon, PlayIcon } from '@/shared/ui/icons';
import './ticker.scss';

/** Spec: Business constants: the ticker moves 1 px every 30 ms. */
export const TICKER_STEP_PX = 1;
export const TICKER_INTERVAL_MS = 30;

export interface TickerProps {
  items: readonly string[];
  label: string;
  className?: string;
}

/**
 * A continuously scrolling line of messages. It holds still while hovered or focused, when the
 * user prefers reduced motion, and when paused with its button (WCAG 2.2.2). The text runs twice
 * in a row so the loop has no gap; the copy is hidden from screen readers.
 */
export function Ticker({ items, label, className }: TickerProps) {
  const reducedMotion = usePrefersReducedMotion();
  const [userPaused, setUserPaused] = useState(false);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const running = !reducedMotion && !userPaused && !hovered && !focused;

  const trackRef = useRef<HTMLDivElement>(null);
  const firstCopyRef = useRef<HTMLUListElement>(null);
  const offset = useRef(0);

  // The width of one copy, kept by a ResizeObserver: reading offsetWidth on every step made the
  // browser recompute styles 33 times a second while the page was starting.
  const copyWidth = useRef(0);
  useEffect(() => {
    const copy = firstCopyRef.current;
    if (!copy || typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(([entry]) => {
      copyWidth.current = entry.target instanceof HTMLElement ? entry.target.offsetWidth : 0;
    });
    observer.observe(copy);
    return () => observer.disconnect();
  }, []);

  useEffect(() => {
    if (!running) return undefined;
    // Moves the track directly (no React render every 30 ms).
    const timer = setInterval(() => {
      const track = trackRef.current;
      const width =
        typeof ResizeObserver === 'undefined' ? (firstCopyRef.current?.offsetWidth ?? 0) : copyWidth.current;
      if (!track) return;
      offset.current += TICKER_STEP_PX;
      if (width > 0 && offset.current >= width) offset.current = 0;
      track.style.transform = `translateX(${-offset.current}px)`;
    }, TICKER_INTERVAL_MS);
    return () => clearInterval(timer);
  }, [running]);

  const list = (copy: boolean) => (
    <ul className="ticker__list" ref={copy ? undefined : firstCopyRef} aria-hidden={copy || undefined}>
      {items.map((item) => (
        <li key={item} className="ticker__item">
          {item}
        </li>
      ))}
    </ul>
  );

  // A labelled section is a region landmark: the pause button and the lines sit inside it.
  return (
    <section
      aria-label={label}
      className={`ticker ${className ?? ''}`}
      data-running={running}
      onMouseEnter={() => setHovered(true)}
      onMouseLeave={() => setHovered(false)}
      onFocus={() => setFocused(true)}
      onBlur={(event: FocusEvent<HTMLElement>) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
      }}
    >
      {!reducedMotion && (
        <button
          type="button"
          className="ticker__toggle"
          onClick={() => setUserPaused((paused) => !paused)}
          aria-label={userPaused ? 'Play offers' : 'Pause offers'}
        >
          {userPaused ? <PlayIcon /> : <PauseIcon />}
        </button>
      )}
      {/* In the Tab order only while still, when it scrolls sideways under the keyboard (a
          focusable element that cannot scroll is no widget). Focus by click still stops it. */}
      <div className="ticker__viewport" tabIndex={running ? -1 : 0}>
        <div className="ticker__track" ref={trackRef}>
          {list(false)}
          {list(true)}
        </div>
      </div>
    </section>
  );
}
