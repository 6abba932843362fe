// The page's own texts (the post's texts live in features/site-content).

export const BLOG_POST_PAGE_TEXT = {
  home: 'Home',
  blogs: 'Blogs',
} as const;
