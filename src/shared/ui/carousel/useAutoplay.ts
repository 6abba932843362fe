import { useCallback, useEffect, useRef, useState, type FocusEvent } from 'react';
import { usePrefersReducedMotion } from '../../lib/usePrefersReducedMotion';

/**
 * Auto-advance for a carousel: calls `advance` `intervalMs` after each change of `position`
 * (so a manual move restarts the countdown). The user can pause and resume with a button; it
 * also holds still while the pointer is over the carousel or focus is inside it, and starts
 * paused when the user prefers reduced motion. Without `intervalMs` there is no autoplay.
 */
export function useAutoplay(advance: () => void, intervalMs: number | undefined, position: number) {
  const reducedMotion = usePrefersReducedMotion();
  const [userChoice, setUserChoice] = useState<'playing' | 'paused' | null>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const enabled = intervalMs !== undefined && intervalMs > 0;
  const playing = enabled && (userChoice === null ? !reducedMotion : userChoice === 'playing');
  const running = playing && !hovered && !focused;

  const advanceRef = useRef(advance);
  advanceRef.current = advance;

  useEffect(() => {
    if (!running) return undefined;
    const timer = setTimeout(() => advanceRef.current(), intervalMs);
    return () => clearTimeout(timer);
  }, [running, intervalMs, position]);

  const toggle = useCallback(() => {
    if (!playing) {
      // Play means play now: the pointer and focus are on the Play button itself, so the
      // hover/focus holds start again only when the pointer or focus comes back in.
      setHovered(false);
      setFocused(false);
    }
    setUserChoice(playing ? 'paused' : 'playing');
  }, [playing]);

  const pauseTriggers = {
    onMouseEnter: () => setHovered(true),
    onMouseLeave: () => setHovered(false),
    onFocus: () => setFocused(true),
    onBlur: (event: FocusEvent<HTMLElement>) => {
      if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setFocused(false);
    },
  };

  return { enabled, playing, running, toggle, pauseTriggers };
}
