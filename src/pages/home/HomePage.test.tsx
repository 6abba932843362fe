import { screen, waitFor, within } from '@testing-library/react';
import { CATEGORY_CARDS } from '@/content/categories';
import { HOME_TESTIMONIALS } from '@/content/testimonials';
import { HERO_TEXT } from '@/features/site-content';
import { installMatchMedia, installVisibleIntersectionObserver } from '@/test/browserMocks';
import { seedBanners } from '@/test/contentFixtures';
import { installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import HomePage from './index';
import { categorySlidesToShow } from './ui/CategoryCarousel';

describe('Home page', () => {
  beforeEach(() => {
    installMatchMedia({ width: 1280 });
    installVisibleIntersectionObserver();
    installFakeApi({ 'GET /api/banners': () => ok(seedBanners()) });
  });

  it('has the Workshop Series 2025 banner to /testimonials and one h1', () => {
    renderWithProviders(<HomePage />);
    const banner = screen.getByRole('complementary', { name: 'Workshop Series 2025' });
    expect(within(banner).getByRole('link')).toHaveAttribute('href', '/testimonials');
    expect(screen.getByRole('heading', { level: 1, name: 'Utsav Events' })).toBeInTheDocument();
  });

  it('has the active hero slides from the API with alt text, controls and the play/pause toggle', async () => {
    const { container } = renderWithProviders(<HomePage />);
    // Until the slides arrive, a frame of their size holds the place.
    expect(container.querySelector('.hero-slide__placeholder')).not.toBeNull();
    const hero = await screen.findByRole('group', { name: HERO_TEXT.label });
    expect(container.querySelector('.hero-slide__placeholder')).toBeNull();
    for (const slide of seedBanners())
      expect(within(hero).getByRole('img', { name: slide.alt, hidden: true })).toBeInTheDocument();
    for (const name of ['Pause slide', 'Previous slide', 'Next slide', 'Show slide 1 of 3'])
      expect(within(hero).getByRole('button', { name })).toBeInTheDocument();
  });

  it('leaves the hero out when no slide is active', async () => {
    installFakeApi({ 'GET /api/banners': () => ok([]) });
    const { container } = renderWithProviders(<HomePage />);
    await waitFor(() => expect(container.querySelector('.hero-slide__placeholder')).toBeNull());
    expect(screen.queryByRole('group', { name: HERO_TEXT.label })).toBeNull();
  });

  it('loads the category carousel with ten cards linking to /events', async () => {
    renderWithProviders(<HomePage />);
    const carousel = await screen.findByRole('group', { name: 'Categories' }, { timeout: 5000 });
    const names = CATEGORY_CARDS.map((card) => card.name);
    expect(CATEGORY_CARDS).toHaveLength(10);
    for (const name of names) {
      const links = within(carousel).getAllByRole('link', { name: new RegExp(name), hidden: true });
      links.forEach((link) => expect(link).toHaveAttribute('href', '/events'));
    }
  });

  it('shows 1 category card under 480 px, 2 under 768 px, 3 otherwise', () => {
    expect(categorySlidesToShow(true, true)).toBe(1);
    expect(categorySlidesToShow(false, true)).toBe(2);
    expect(categorySlidesToShow(false, false)).toBe(3);
  });

  it('has the key figures, the newsletter form and the testimonials', async () => {
    renderWithProviders(<HomePage />);
    for (const label of ['Projects Completed', 'Happy Clients', 'Testimonials', 'Reviews'])
      expect(screen.getByText(label)).toBeInTheDocument();
    for (const figure of ['11,000+', '2,500+', '850+', '488+']) expect(screen.getByText(figure)).toBeInTheDocument();
    expect(await screen.findByLabelText(/Email address/, {}, { timeout: 5000 })).toBeInTheDocument();
    const testimonials = screen.getByRole('region', { name: 'What our clients say' });
    expect(within(testimonials).getByText(new RegExp(HOME_TESTIMONIALS[0].comment.slice(0, 30)))).toBeInTheDocument();
  });
});
