import { HERO_IMAGE_SIZE } from '@/content/heroSlides';
import { isTakingSnapshot } from '@/shared/lib/prerenderedPage';
import { HeroSlide, SingleSlideCarousel } from '@/shared/ui/carousel';
import { HoldSnapshot } from '@/shared/ui/PageShown';
import { useGetBannersQuery } from '../api/bannersApi';
import { HERO_TEXT } from '../model/text';

/** Spec: Business constants: the hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/**
 * The home page's hero carousel from the staff's active slides: arrows, dots, play/pause,
 * autoplay, swipe (spec: Screens and routes). Until they arrive (and in the build-time snapshot) an empty frame of
 * the slides' exact size holds the place, so the page below never moves. Without any active slide
 * (or when the list cannot be loaded) the hero is left out.
 */
export function HeroCarousel() {
  const { data: slides, isError } = useGetBannersQuery(undefined, { skip: isTakingSnapshot() });
  const snapshot = isTakingSnapshot();
  if (!slides) {
    if (isError) return null;
    return (
      <div className="hero-carousel" aria-busy="true">
        <p className="visually-hidden">{HERO_TEXT.loading}</p>
        {/* The server puts the first slide here in the page it sends (its markup must stay as it is). */}
        <div className="hero-slide__media hero-slide__placeholder" />
        {/* Meanwhile that slide shows: the page waits for the slides rather than show this placeholder. */}
        {!snapshot && <HoldSnapshot />}
      </div>
    );
  }
  if (slides.length === 0) return null;
  return (
    <SingleSlideCarousel
      className="hero-carousel"
      items={slides}
      label={HERO_TEXT.label}
      noun={HERO_TEXT.noun}
      intervalMs={HERO_INTERVAL_MS}
      swipe
      controlsPlacement="overlay"
      renderItem={(slide, { active, index }) => (
        <HeroSlide slide={slide} active={active} priority={index === 0} size={HERO_IMAGE_SIZE} />
      )}
    />
  );
}
