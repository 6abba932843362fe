import { HERO_IMAGE_SIZE, HERO_SLIDES } from '@/content/heroSlides';
import { HeroSlide, SingleSlideCarousel } from '@/shared/ui/carousel';

/** Spec §9: the hero advances every 5000 ms. */
export const HERO_INTERVAL_MS = 5000;

/** The hero carousel: three slides, arrows, dots, play/pause, autoplay, swipe (spec §2). */
export function HeroSection() {
  return (
    <SingleSlideCarousel
      className="hero-carousel"
      items={HERO_SLIDES}
      label="Highlights"
      noun="slide"
      intervalMs={HERO_INTERVAL_MS}
      swipe
      controlsPlacement="overlay"
      renderItem={(slide, { active, index }) => <HeroSlide slide={slide} active={active} priority={index === 0} size={HERO_IMAGE_SIZE} />}
    />
  );
}
