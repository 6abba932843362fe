import { screen } from '@testing-library/react';
import { EVENTS_TEXT } from '@/features/site-content';
import { seedEvents } from '@/test/contentFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import EventPage from './index';

const events = seedEvents('2026-01-01');
const upcoming = events.find((event) => !event.isPast)!;
const past = events.find((event) => event.isPast)!;

const open = (slug: string, answer: ReturnType<typeof ok> | ReturnType<typeof fail>) => {
  installFakeApi({ [`GET /api/events/${slug}`]: () => answer });
  renderWithProviders(<EventPage />, { route: `/events/${slug}`, path: '/events/:slug' });
};

const structuredData = () =>
  Array.from(document.head.querySelectorAll('script[type="application/ld+json"]'), (script) =>
    JSON.parse(script.textContent ?? ''),
  );

describe('Event page', () => {
  it('shows the event on its own address with Register Now, and describes it as an Event for search engines', async () => {
    open(upcoming.slug, ok(upcoming));
    expect(await screen.findByRole('heading', { level: 1, name: upcoming.title })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENTS_TEXT.registerNow })).toHaveAttribute('href', '/online-consultation');
    expect(screen.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(`HomeEvents${upcoming.title}`);
    const event = structuredData().find((block) => block['@type'] === 'Event');
    expect(event).toMatchObject({ name: upcoming.title, url: expect.stringMatching(`/events/${upcoming.slug}$`) });
    expect(document.title).toBe(`${upcoming.title} | Utsav Events`);
  });

  it('a past event says so and takes no registration', async () => {
    open(past.slug, ok(past));
    expect(await screen.findByText(EVENTS_TEXT.pastNote)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: EVENTS_TEXT.registerNow })).toBeNull();
  });

  it('an event that is not published shows "Event not found", a link to all events, and noindex', async () => {
    open('gone', fail(404, 'Event not found'));
    expect(await screen.findByRole('heading', { level: 1, name: EVENTS_TEXT.notFoundTitle })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: EVENTS_TEXT.allEvents })).toHaveAttribute('href', '/events');
    expect(document.head.querySelector('meta[name="robots"]')?.getAttribute('content')).toMatch(/noindex/);
  });
});
