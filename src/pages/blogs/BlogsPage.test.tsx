import { fireEvent, screen, within } from '@testing-library/react';
import { BLOG_POSTS } from '@/content/blogs';
import { renderWithProviders } from '@/test/renderWithProviders';
import BlogsPage from './index';

describe('Blogs page', () => {
  it('shows the five posts with descriptions cut at 100 characters', () => {
    renderWithProviders(<BlogsPage />);
    const cards = screen.getAllByRole('article');
    expect(cards).toHaveLength(5);
    cards.forEach((card, index) => {
      const full = BLOG_POSTS[index].description;
      expect(within(card).getByText(`${full.slice(0, 100).trimEnd()}...`)).toBeInTheDocument();
    });
  });

  it('opens a post with image, date, author and read time; a Blog post has no Register', async () => {
    renderWithProviders(<BlogsPage />);
    const post = BLOG_POSTS[0];
    fireEvent.click(screen.getByRole('button', { name: post.title }));
    const dialog = await screen.findByRole('dialog', { name: post.title });
    expect(within(dialog).getByRole('img', { name: post.imageAlt })).toBeInTheDocument();
    expect(within(dialog).getByText('12 April 2025')).toBeInTheDocument();
    expect(within(dialog).getByText(post.author)).toBeInTheDocument();
    expect(within(dialog).getByText(post.readTime)).toBeInTheDocument();
    expect(within(dialog).getByText(post.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Share' })).toBeInTheDocument();
    expect(within(dialog).queryByRole('link', { name: /Register/ })).not.toBeInTheDocument();
  });

  it('shows Register buttons to /online-consultation on an Event post', async () => {
    renderWithProviders(<BlogsPage />);
    const post = BLOG_POSTS.find((p) => p.type === 'Event')!;
    fireEvent.click(screen.getByRole('button', { name: post.title }));
    const dialog = await screen.findByRole('dialog', { name: post.title });
    const register = within(dialog).getAllByRole('link', { name: /^Register/ });
    expect(register.length).toBeGreaterThanOrEqual(1);
    register.forEach((link) => expect(link).toHaveAttribute('href', '/online-consultation'));
    expect(within(dialog).getByText(post.location!)).toBeInTheDocument();
  });
});
