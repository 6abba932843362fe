import { useEffect, useRef, type MouseEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import type { Slide } from './slide';
import { HERO_MOBILE_MEDIA } from '../../config/hero';

/** Below this width the mobile image is used (the spec's mobile breakpoint, 768 px). */
const MOBILE_MEDIA = HERO_MOBILE_MEDIA;

export interface HeroSlideProps {
  slide: Slide;
  active: boolean;
  /** The first slide is the page's largest image: load it first, never lazily. */
  priority: boolean;
  size: { desktop: { width: number; height: number }; mobile: { width: number; height: number } };
}

const isExternal = (link: string) => /^https?:\/\//.test(link);

/** Plays the video while its slide is active; a refused autoplay is logged and retried on the next click. */
function useActiveVideo(active: boolean) {
  const videoRef = useRef<HTMLVideoElement>(null);
  const retryOnClick = useRef(false);

  const play = () => {
    const video = videoRef.current;
    if (!video) return;
    Promise.resolve(video.play()).then(
      () => {
        retryOnClick.current = false;
      },
      (error: unknown) => {
        console.error('Hero video autoplay failed; it will be retried on the next click', error);
        retryOnClick.current = true;
      },
    );
  };

  useEffect(() => {
    const video = videoRef.current;
    if (!video) return;
    if (active) play();
    else video.pause();
  }, [active]);

  return { videoRef, retryOnClick, play };
}

/** One hero slide: a responsive image or a video, with its title, subtitle and call to action. */
export function HeroSlide({ slide, active, priority, size }: HeroSlideProps) {
  const navigate = useNavigate();
  const { videoRef, retryOnClick, play } = useActiveVideo(active);
  const src = typeof slide.src === 'string' ? { desktop: slide.src, mobile: slide.src } : slide.src;

  // Clicking anywhere on the slide follows its link (the call-to-action link is the keyboard way).
  const onClick = (event: MouseEvent) => {
    if (slide.type === 'video' && retryOnClick.current) {
      play();
      return;
    }
    if (!slide.cta || (event.target as HTMLElement).closest('a')) return;
    if (isExternal(slide.cta.link)) window.location.assign(slide.cta.link);
    else navigate(slide.cta.link);
  };

  return (
    <div className={`hero-slide${slide.cta ? ' hero-slide--linked' : ''}`} onClick={onClick}>
      {slide.type === 'video' ? (
        <video
          ref={videoRef}
          className="hero-slide__media"
          src={src.desktop}
          poster={slide.poster}
          muted
          loop
          playsInline
          preload="metadata"
          aria-label={slide.alt}
        />
      ) : (
        <picture>
          <source media={MOBILE_MEDIA} srcSet={src.mobile} width={size.mobile.width} height={size.mobile.height} />
          <img
            className="hero-slide__media"
            src={src.desktop}
            alt={slide.alt}
            width={size.desktop.width}
            height={size.desktop.height}
            loading={priority ? 'eager' : 'lazy'}
            decoding={priority ? 'sync' : 'async'}
            {...(priority ? { fetchpriority: 'high' } : {})}
          />
        </picture>
      )}
      {(slide.title || slide.subtitle || slide.cta) && (
        <div className="hero-slide__caption">
          {slide.title && <h2 className="hero-slide__title">{slide.title}</h2>}
          {slide.subtitle && <p className="hero-slide__subtitle">{slide.subtitle}</p>}
          {slide.cta &&
            (isExternal(slide.cta.link) ? (
              <a className="btn btn-light" href={slide.cta.link}>
                {slide.cta.text}
              </a>
            ) : (
              <Link className="btn btn-light" to={slide.cta.link}>
                {slide.cta.text}
              </Link>
            ))}
        </div>
      )}
    </div>
  );
}
