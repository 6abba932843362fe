import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { EVENTS_TEXT } from '@/features/site-content';
import { seedEvents } from '@/test/contentFixtures';
import { fail, installFakeApi, ok } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { EVENT_MODAL_TEXT } from './text';
import EventsPage from './index';

/** Between the seed's dates (as written): some events are past, the others upcoming. */
const TODAY = '2026-01-01';
const events = seedEvents(TODAY);

const render = (answer = ok(events)) => {
  const api = installFakeApi({ 'GET /api/events': () => answer });
  renderWithProviders(<EventsPage />);
  return api;
};

describe('Events page', () => {
  it('holds the place with same-size placeholders while loading, then shows the cards from the API', async () => {
    const api = installFakeApi({ 'GET /api/events': () => ({ ...ok(events), delayMs: 50 }) });
    const { container } = renderWithProviders(<EventsPage />);
    expect(container.querySelectorAll('.info-card--placeholder').length).toBeGreaterThan(0);
    expect(container.querySelector('[aria-busy="true"]')).not.toBeNull();
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(container.querySelector('.info-card--placeholder')).toBeNull();
    expect(api.callsTo('GET', '/api/events')).toHaveLength(1);
  });

  it('shows descriptions cut at 100 characters and prices ~25% under the original', async () => {
    render();
    const cards = await screen.findAllByRole('article');
    const first = events[0]!;
    const text = within(cards[0]!).getByText(new RegExp(`^${first.description.slice(0, 20)}`)).textContent!;
    expect(text.endsWith('...')).toBe(true);
    expect(text.length).toBeLessThanOrEqual(103);
    for (const event of events) expect(event.originalPrice / event.price).toBeCloseTo(1.25, 2);
  });

  it('marks past events "Past event" and keeps the mark off upcoming ones', async () => {
    render();
    const cards = await screen.findAllByRole('article');
    const past = events.filter((e) => e.isPast).length;
    expect(past).toBeGreaterThan(0);
    expect(cards.filter((card) => within(card).queryByText(EVENTS_TEXT.pastEvent))).toHaveLength(past);
    expect(within(cards[0]!).queryByText(EVENTS_TEXT.pastEvent)).toBeNull();
    expect(within(cards.at(-1)!).getByText(EVENTS_TEXT.pastEvent)).toBeInTheDocument();
  });

  it('lists the upcoming events under the page heading, soonest first, then "Past events", latest first', async () => {
    render();
    const pastSection = await screen.findByRole('region', { name: EVENTS_TEXT.pastHeading });
    const titles = (cards: HTMLElement[]) => cards.map((card) => within(card).getByRole('heading').textContent);
    const past = events.filter((e) => e.isPast);
    const upcoming = events.filter((e) => !e.isPast);
    expect(past.length * upcoming.length).toBeGreaterThan(0);
    expect(titles(within(pastSection).getAllByRole('article'))).toEqual(past.map((e) => e.title));
    const all = screen.getAllByRole('article');
    expect(titles(all.slice(0, upcoming.length))).toEqual(upcoming.map((e) => e.title));
    expect(upcoming.map((e) => e.date)).toEqual(upcoming.map((e) => e.date).sort());
    expect(past.map((e) => e.date)).toEqual(
      past
        .map((e) => e.date)
        .sort()
        .reverse(),
    );
    // Headings in order: the page's h1, the upcoming cards (h2), "Past events" (h2) and its cards (h3).
    expect(within(all[0]!).getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(within(pastSection).getByRole('heading', { level: 2 })).toHaveTextContent(EVENTS_TEXT.pastHeading);
    expect(within(pastSection).getAllByRole('heading', { level: 3 })).toHaveLength(past.length);
    expect(pastSection.compareDocumentPosition(all[upcoming.length - 1]!)).toBe(Node.DOCUMENT_POSITION_PRECEDING);
  });

  it('says so when every event is past, and still lists them under "Past events"', async () => {
    render(ok(seedEvents('2030-01-01')));
    const pastSection = await screen.findByRole('region', { name: EVENTS_TEXT.pastHeading });
    expect(within(pastSection).getAllByRole('article')).toHaveLength(30);
    expect(screen.getByText(EVENTS_TEXT.noUpcoming)).toBeInTheDocument();
  });

  it('opens an upcoming event with Register Now, Register, Share, Close and the contact link', async () => {
    render();
    const event = events.find((e) => !e.isPast)!;
    fireEvent.click(await screen.findByRole('button', { name: event.title }));
    const dialog = await screen.findByRole('dialog', { name: event.title });
    expect(within(dialog).getByText(event.description)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: EVENTS_TEXT.registerNow })).toHaveAttribute(
      'href',
      '/online-consultation',
    );
    expect(within(dialog).getByRole('link', { name: EVENT_MODAL_TEXT.register })).toHaveAttribute(
      'href',
      '/online-consultation',
    );
    expect(within(dialog).getByText(EVENTS_TEXT.advanceRegistration)).toBeInTheDocument();
    expect(within(dialog).getByRole('link', { name: 'bookings@utsavevents.example' }).getAttribute('href')).toMatch(
      /^mailto:bookings@utsavevents\.example\?subject=/,
    );
    fireEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    expect(within(dialog).getByRole('button', { name: 'Copy Link' })).toBeInTheDocument();
    fireEvent.click(within(dialog).getAllByRole('button', { name: 'Close' }).at(-1)!);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('opens a past event without any Register button, saying registrations are closed', async () => {
    render();
    const event = events.find((e) => e.isPast)!;
    fireEvent.click(await screen.findByRole('button', { name: event.title }));
    const dialog = await screen.findByRole('dialog', { name: event.title });
    expect(within(dialog).queryByRole('link', { name: /Register/ })).toBeNull();
    expect(within(dialog).getByText(EVENTS_TEXT.pastNote)).toBeInTheDocument();
    expect(within(dialog).getByText(EVENTS_TEXT.pastEvent)).toBeInTheDocument();
  });

  it('says when the events cannot be loaded and tries again on request', async () => {
    let answer = fail(503, 'Service unavailable');
    const api = installFakeApi({ 'GET /api/events': () => answer });
    renderWithProviders(<EventsPage />);
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
    answer = ok(events);
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findAllByRole('article')).toHaveLength(30);
    expect(api.callsTo('GET', '/api/events')).toHaveLength(2);
  });

  it('loads the first row of pictures at once, the first with high priority (LCP), the rest lazily', async () => {
    render();
    const images = (await screen.findAllByRole('article')).map((card) => within(card).getByRole('img'));
    expect(images[0]).toHaveAttribute('fetchpriority', 'high');
    expect(images[2]).toHaveAttribute('loading', 'eager');
    expect(images[3]).toHaveAttribute('loading', 'lazy');
  });
});
