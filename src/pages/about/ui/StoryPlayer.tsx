import { useState } from 'react';
import { ABOUT_TEXT } from '@/content/about';
import { PauseIcon, PlayIcon } from '@/shared/ui/icons';

/**
 * Watch Our Story: a play/pause toggle (spec: Screens and routes) for an animated illustration of a stage coming
 * to life. It starts still; with reduced motion the global rule keeps the animation from moving.
 */
export function StoryPlayer() {
  const [playing, setPlaying] = useState(false);
  const T = ABOUT_TEXT.story;
  return (
    <figure className={`story-player mb-0${playing ? ' is-playing' : ''}`}>
      <svg viewBox="0 0 640 360" role="img" aria-label={T.figureLabel} className="story-player__art">
        <defs>
          <linearGradient id="story-bg" x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#3d348b" />
            <stop offset="1" stopColor="#7a1f3d" />
          </linearGradient>
        </defs>
        <rect width="640" height="360" fill="url(#story-bg)" />
        <g className="story-beams" fill="#ffd166" opacity=".25">
          <path d="M120 0l60 300h-120z" />
          <path d="M320 0l60 300h-120z" />
          <path d="M520 0l60 300h-120z" />
        </g>
        <g className="story-bunting">
          {Array.from({ length: 12 }, (_, i) => (
            <path
              key={i}
              d={`M${20 + i * 52} 20h34l-17 30z`}
              fill={['#ffb703', '#e75480', '#ffffff', '#f29e4c'][i % 4]}
            />
          ))}
        </g>
        <rect x="80" y="270" width="480" height="40" rx="6" fill="#1f1f29" />
        <g className="story-crowd" fill="#ffffff" opacity=".85">
          {Array.from({ length: 9 }, (_, i) => (
            <circle key={i} cx={110 + i * 52} cy="330" r="14" />
          ))}
        </g>
        <g className="story-sparkles" fill="#ffd166">
          <circle cx="200" cy="120" r="6" />
          <circle cx="440" cy="90" r="5" />
          <circle cx="330" cy="160" r="7" />
          <circle cx="530" cy="180" r="4" />
        </g>
      </svg>
      <button
        type="button"
        className="btn btn-primary story-player__toggle d-inline-flex align-items-center gap-2"
        aria-pressed={playing}
        onClick={() => setPlaying((value) => !value)}
      >
        {playing ? <PauseIcon /> : <PlayIcon />}
        {playing ? T.pause : T.play}
      </button>
    </figure>
  );
}
