import { fireEvent, screen, within } from '@testing-library/react';
import { BLOG_TEXT } from '@/features/site-content';
import { seedPosts } from '@/test/contentFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import BlogsPage from './index';

const render = (today = '2025-09-01') => {
  const posts = seedPosts(today);
  installFakeApi({ 'GET /api/blog-posts': () => ok(posts) });
  renderWithProviders(<BlogsPage />);
  return posts;
};

describe('Blogs page', () => {
  it('shows the published posts in the order the API sends them, descriptions cut at 100 characters', async () => {
    const posts = render();
    const cards = await screen.findAllByRole('article');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      const full = posts[index]!.description;
      expect(within(card).getByText(`${full.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();
    });
  });

  it('opens a post with image, date, author and read time; a Blog post has no Register', async () => {
    const posts = render();
    const post = posts.find((p) => p.date === '2025-04-12')!;
    fireEvent.click(await screen.findByRole('button', { name: post.title }));
    const dialog = await screen.findByRole('dialog', { name: post.title });
    expect(within(dialog).getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
    expect(within(dialog).getByText('12 April 2025')).toBeInTheDocument();
    expect(within(dialog).getByText(post.author)).toBeInTheDocument();
    expect(within(dialog).getByText(post.readTime)).toBeInTheDocument();
    expect(within(dialog).getByText(post.description)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
  });

  it('shows Register buttons to /online-consultation on an upcoming Event post', async () => {
    const posts = render('2025-09-01');
    const post = posts.find((p) => p.type === 'Event')!;
    fireEvent.click(await screen.findByRole('button', { name: post.title }));
    const dialog = await screen.findByRole('dialog', { name: post.title });
    const register = within(dialog).getAllByRole('link', { name: /^Register/ });
    expect(register.length).toBeGreaterThanOrEqual(1);
    register.forEach((link) => expect(link).toHaveAttribute('href', '/online-consultation'));
    expect(within(dialog).getByText(post.location)).toBeInTheDocument();
  });

  it('marks a past Event post "Past event" and offers no Register', async () => {
    const posts = render('2026-01-01');
    const post = posts.find((p) => p.type === 'Event')!;
    fireEvent.click(await screen.findByRole('button', { name: post.title }));
    const dialog = await screen.findByRole('dialog', { name: post.title });
    expect(within(dialog).getByText(BLOG_TEXT.pastEvent)).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Register/ })).toBeNull();
  });
});
