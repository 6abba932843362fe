import { BLOG_POST_ENTRIES, type BlogPostEntry } from './blogPosts';
import { THEME_ART } from './images';

export type { BlogProduct } from './blogPosts';

/** A blog post; Event posts carry a place and time and show the Register buttons. */
export type BlogPost = Omit<BlogPostEntry, 'theme'> & { image: string };

/** The five fixed posts (spec §2, Blogs). */
export const BLOG_POSTS: BlogPost[] = BLOG_POST_ENTRIES.map(({ theme, ...post }) => ({ ...post, image: THEME_ART[theme] }));
