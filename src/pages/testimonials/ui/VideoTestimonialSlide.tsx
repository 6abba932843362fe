import { useEffect, useState } from 'react';
import { THEME_ART_SIZE } from '@/content/images';
import type { VideoTestimonial } from '@/content/testimonials';
import { PlayIcon } from '@/shared/ui/icons';

/**
 * A video testimonial: the thumbnail until clicked, then the YouTube embed (loaded only then).
 * Moving to another slide stops it: the embed is removed and the thumbnail comes back (spec: States and transitions).
 */
export function VideoTestimonialSlide({ video, active }: { video: VideoTestimonial; active: boolean }) {
  const [playing, setPlaying] = useState(false);
  useEffect(() => {
    if (!active) setPlaying(false);
  }, [active]);

  return (
    <figure className="mb-0">
      <div className="video-frame">
        {playing ? (
          <iframe
            src={`https://www.youtube-nocookie.com/embed/${video.youtubeId}?autoplay=1&rel=0`}
            title={`Video testimonial: ${video.comment}`}
            allow="autoplay; encrypted-media; picture-in-picture"
            allowFullScreen
          />
        ) : (
          <button type="button" className="video-frame__thumb" onClick={() => setPlaying(true)}>
            <img
              src={video.thumbnail}
              alt=""
              width={THEME_ART_SIZE.width}
              height={THEME_ART_SIZE.height}
              loading="lazy"
            />
            <span className="video-frame__play">
              <PlayIcon size={28} />
            </span>
            <span className="visually-hidden">Play video: {video.comment}</span>
            <span className="video-frame__duration">{video.duration}</span>
          </button>
        )}
      </div>
      <figcaption className="mt-2">
        <span className="fw-semibold">{video.comment}</span> — {video.name}, {video.eventType}, {video.location}
      </figcaption>
    </figure>
  );
}
