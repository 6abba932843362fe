import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENTS } from '@/content/events';
import { renderWithProviders } from '@/test/renderWithProviders';
import EventsPage from './index';

describe('Events page', () => {
  it('shows about thirty cards with descriptions cut at 100 characters and prices ~25% under the original', () => {
    renderWithProviders(<EventsPage />);
    const cards = screen.getAllByRole('article');
    expect(cards.length).toBeGreaterThanOrEqual(28);
    expect(cards).toHaveLength(EVENTS.length);
    const first = EVENTS[0];
    expect(first.description.length).toBeGreaterThan(100);
    const text = within(cards[0]).getByText(/^A full-day/).textContent!;
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(103);
    expect(within(cards[0]).getByText('₹2,999')).toBeInTheDocument();
    expect(within(cards[0]).getByText('₹3,749').closest('s')).not.toBeNull();
    for (const event of EVENTS) expect(event.originalPrice / event.price).toBeCloseTo(1.25, 2);
  });

  it('opens the detail modal with the full text, Register Now, Register, Share, Close and the contact link', async () => {
    renderWithProviders(<EventsPage />);
    const opener = screen.getByRole('button', { name: EVENTS[2].title });
    fireEvent.click(opener);
    const dialog = await screen.findByRole('dialog', { name: EVENTS[2].title });
    expect(within(dialog).getByText(EVENTS[2].description)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'Register Now' })).toHaveAttribute('href', '/online-consultation');
    expect(within(dialog).getByRole('link', { name: 'Register' })).toHaveAttribute('href', '/online-consultation');
    expect(within(dialog).getByText('Advance registration is required.')).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'bookings@utsavevents.example' }).getAttribute('href')).toMatch(/^mailto:bookings@utsavevents\.example\?subject=/);

    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();

    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('loads the first row of pictures at once, the first with high priority (LCP), the rest lazily', () => {
    renderWithProviders(<EventsPage />);
    const images = screen.getAllByRole('article').map((card) => within(card).getByRole('img'));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[0]).toHaveAttribute('loading', 'eager');
    expect(images[2]).toHaveAttribute('loading', 'eager');
    expect(images[2]).not.toHaveAttribute('fetchpriority');
    expect(images[3]).toHaveAttribute('loading', 'lazy');
    expect(images.at(-1)).toHaveAttribute('loading', 'lazy');
  });

  it('lets the browser skip the layout of the cards below the first row until they are scrolled near', () => {
    renderWithProviders(<EventsPage />);
    const cards = screen.getAllByRole('article');
    expect(cards.slice(0, 3).filter((card) => card.classList.contains('info-card--deferred'))).toHaveLength(0);
    expect(cards.slice(3).every((card) => card.classList.contains('info-card--deferred'))).toBe(true);
  });
});
