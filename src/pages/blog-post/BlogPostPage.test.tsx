import { screen } from '@testing-library/react';
import { BLOG_TEXT } from '@/features/site-content';
import { seedPosts } from '@/test/contentFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import BlogPostPage from './index';

const posts = seedPosts('2025-01-01');
const post = posts.find((candidate) => candidate.type === 'Blog')!;

const open = (slug: string, answer: ReturnType<typeof ok> | ReturnType<typeof fail>) => {
  installFakeApi({ [`GET /api/blog-posts/${slug}`]: () => answer });
  renderWithProviders(<BlogPostPage />, { route: `/blogs/${slug}`, path: '/blogs/:slug' });
};

describe('Blog post page', () => {
  it('shows the post on its own address, as a BlogPosting with its author for search engines', async () => {
    open(post.slug, ok(post));
    expect(await screen.findByRole('heading', { level: 1, name: post.title })).toBeInTheDocument();
    expect(screen.getByText(post.description)).toBeInTheDocument();
    const data = Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) =>
      JSON.parse(script.textContent ?? ''),
    );
    expect(data.find((block) => block['@type'] === 'BlogPosting')).toMatchObject({
      headline: post.title,
      author: { name: post.author },
    });
    expect(document.head.querySelector('meta[property="og:type"]')?.getAttribute('content')).toBe('article');
  });

  it('a post that is not published shows "Post not found" with a link to all posts', async () => {
    open('gone', fail(404, 'Post not found'));
    expect(await screen.findByRole('heading', { level: 1, name: BLOG_TEXT.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: BLOG_TEXT.allPosts })).toHaveAttribute('href', '/blogs');
  });
});
