/** Content the staff manage in the back office (events, blog posts, hero banners), as the API sends it. */

export interface SiteEvent {
  id: number;
  slug: string;
  type: string;
  title: string;
  /** IST date, YYYY-MM-DD. */
  date: string;
  time: string;
  location: string;
  description: string;
  image: string;
  imageAlt: string;
  /** Rupees. */
  price: number;
  originalPrice: number;
  /** Computed by the server: the date is before today's date in IST. */
  isPast: boolean;
}

export interface BlogProduct {
  name: string;
  description: string;
  benefits: string[];
  price: number;
  rating: number;
  reviews: number;
  url: string;
}

export interface BlogPost {
  id: number;
  slug: string;
  type: 'Blog' | 'Event';
  title: string;
  date: string;
  image: string;
  imageAlt: string;
  description: string;
  author: string;
  readTime: string;
  location: string;
  time: string;
  product: BlogProduct | null;
  /** An Event post whose date is before today in IST (no Register then); always false for a Blog post. */
  isPast: boolean;
}

/** A hero slide as the public carousel shows it. */
export interface HeroBanner {
  id: number;
  type: 'image' | 'video';
  src: { desktop: string; mobile: string };
  alt: string;
  poster?: string;
  title?: string;
  subtitle?: string;
  cta?: { text: string; link: string };
}

/** Admin views: every field plus the publishing state and times. */
export interface AdminEvent extends Omit<SiteEvent, 'isPast'> {
  isPast: boolean;
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBlogPost extends Omit<BlogPost, 'isPast'> {
  published: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminBanner {
  id: number;
  type: 'image' | 'video';
  srcDesktop: string;
  srcMobile: string;
  poster: string;
  alt: string;
  title: string;
  subtitle: string;
  ctaText: string;
  ctaLink: string;
  position: number;
  active: boolean;
  createdAt: string;
  updatedAt: string;
}

export interface AdminCategory {
  id: number;
  name: string;
  slug: string;
  /** How many products use it (a category in use cannot be deleted). */
  productCount: number;
}

/** An uploaded file's address, for an image or video field of a form. */
export interface UploadedMedia {
  url: string;
  kind: 'image' | 'video';
}
