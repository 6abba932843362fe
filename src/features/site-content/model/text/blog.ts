export const BLOG_TEXT = {
  loadFailed: 'The blog posts could not be loaded.',
  loading: 'Loading posts…',
  empty: 'No posts yet. Please check back soon.',
  pastEvent: 'Past event',
} as const;
