/** A source per screen size: the mobile image is taller, for portrait screens. */
export interface ResponsiveSource {
  mobile: string;
  desktop: string;
}

/** A hero slide (public-site.md, Entities): an image or a video, with optional text and call to action. */
export interface Slide {
  type: 'image' | 'video';
  src: string | ResponsiveSource;
  alt: string;
  poster?: string;
  title?: string;
  subtitle?: string;
  cta?: { text: string; link: string };
}
