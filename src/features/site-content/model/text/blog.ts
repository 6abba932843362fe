export const BLOG_TEXT = {
  loadFailed: 'The blog posts could not be loaded.',
  loading: 'Loading posts…',
  empty: 'No posts yet. Please check back soon.',
  pastEvent: 'Past event',
  registerNow: 'Register Now',
  register: 'Register',
  postFailed: 'The post could not be loaded.',
  notFoundTitle: 'Post not found',
  notFound: 'This post is not published (any more). See our other posts.',
  allPosts: 'All posts',
  readFull: 'Read the full post',
} as const;
