import { useState, type ImgHTMLAttributes } from 'react';
import './styles/ui.scss';

export const IMAGE_NOT_FOUND = 'Image Not Found';

export interface ImageWithFallbackProps extends ImgHTMLAttributes<HTMLImageElement> {
  src: string;
  alt: string;
  width: number;
  height: number;
}

/** An image that, when it fails to load, is replaced by a grey `Image Not Found` placeholder (spec: Error catalogue). */
export function ImageWithFallback({ src, alt, width, height, className, style, ...rest }: ImageWithFallbackProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (failedSrc === src) {
    return (
      <div
        role="img"
        aria-label={alt ? `${alt} (${IMAGE_NOT_FOUND})` : IMAGE_NOT_FOUND}
        className={`image-fallback ${className ?? ''}`}
        style={{ aspectRatio: `${width} / ${height}`, ...style }}
      >
        <span aria-hidden="true">{IMAGE_NOT_FOUND}</span>
      </div>
    );
  }
  return (
    <img
      src={src}
      alt={alt}
      width={width}
      height={height}
      className={className}
      style={style}
      onError={() => setFailedSrc(src)}
      {...rest}
    />
  );
}
