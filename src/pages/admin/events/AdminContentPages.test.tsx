import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT_ADMIN_TEXT } from '@/features/content-admin';
import { CONTENT_MESSAGES } from '@/shared/contract/fields/content';
import { fail, installFakeApi, ok, type FakeRoute } from '@/test/fakeApi';
import { renderWithProviders } from '@/test/renderWithProviders';
import { NewBannerScreen } from '../banners';
import { CategoriesListScreen } from '../categories';
import { EditEventScreen, EventsListScreen, NewEventScreen } from './index';

jest.setTimeout(20_000);

const event = {
  id: 7,
  slug: 'sufi-night',
  type: 'Concert',
  title: 'Sufi Night',
  date: '2025-11-15',
  time: '7:30 PM',
  location: 'Mehrauli',
  description: 'An evening of Sufi music.',
  image: '/uploads/content-music.svg',
  imageAlt: 'Music notes',
  price: 1299,
  originalPrice: 1624,
  isPast: true,
  published: true,
  createdAt: '',
  updatedAt: '',
};

const listed = (items: unknown[]) => ({ status: 200, body: { isSuccess: true, message: 'OK', data: items } });

function render(ui: React.ReactElement, path: string, route: string, routes: Record<string, FakeRoute>) {
  const api = installFakeApi(routes);
  renderWithProviders(ui, { route, path });
  return api;
}

describe('admin events', () => {
  it('lists events with a Past mark and unpublishes from the list only after a confirmation naming the address', async () => {
    const api = render(<EventsListScreen />, '/admin/events', '/admin/events', {
      'GET /api/admin/events': () => listed([event]),
      'PATCH /api/admin/events/7': () => ok({ ...event, published: false }),
    });
    const row = (await screen.findByRole('link', { name: 'Sufi Night' })).closest('tr')!;
    expect(within(row).getByText(CONTENT_ADMIN_TEXT.pastEvent)).toBeInTheDocument();
    expect(api.callsTo('GET', '/api/admin/events')[0]!.query.get('_sort')).toBe('date');
    const unpublish = within(row).getByRole('button', { name: `${CONTENT_ADMIN_TEXT.unpublish} Sufi Night` });
    await userEvent.click(unpublish);
    let dialog = await screen.findByRole('dialog', { name: CONTENT_ADMIN_TEXT.unpublishTitle });
    expect(dialog).toHaveTextContent(CONTENT_ADMIN_TEXT.unpublishConfirm('Sufi Night', '/events/sufi-night'));
    await userEvent.click(within(dialog).getByRole('button', { name: CONTENT_ADMIN_TEXT.cancel }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.callsTo('PATCH', '/api/admin/events/7')).toHaveLength(0);
    await waitFor(() => expect(unpublish).toHaveFocus());

    await userEvent.click(unpublish);
    dialog = await screen.findByRole('dialog', { name: CONTENT_ADMIN_TEXT.unpublishTitle });
    await userEvent.click(within(dialog).getByRole('button', { name: CONTENT_ADMIN_TEXT.unpublish }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/events/7')[0]?.body).toEqual({ published: false }));
  });

  it('shows the rules under the fields before sending, tied to them', async () => {
    const api = render(<NewEventScreen />, '/admin/events/new', '/admin/events/new', {});
    await userEvent.click(await screen.findByRole('button', { name: CONTENT_ADMIN_TEXT.save }));
    const title = screen.getByLabelText(/^Title/);
    await waitFor(() => expect(title).toHaveAttribute('aria-invalid', 'true'));
    expect(document.getElementById(title.getAttribute('aria-describedby')!.split(' ').at(-1)!)).toHaveTextContent(
      CONTENT_MESSAGES.titleRequired,
    );
    expect(screen.getByText(CONTENT_MESSAGES.descriptionRequired)).toBeInTheDocument();
    expect(title).toHaveFocus();
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });

  it("puts the server's field errors under the fields (a slug already taken)", async () => {
    const api = render(<NewEventScreen />, '/admin/events/new', '/admin/events/new', {
      'POST /api/admin/events': () =>
        fail(409, 'This slug is already used: choose another one', {
          slug: ['This slug is already used: choose another one'],
        }),
    });
    await userEvent.type(await screen.findByLabelText(/^Title/), 'Sufi Night');
    await userEvent.type(screen.getByLabelText(/^Type/), 'Concert');
    await userEvent.type(screen.getByLabelText(/^Date/), '2026-11-15');
    await userEvent.type(screen.getByLabelText(/^Description/), 'Music.');
    await userEvent.type(screen.getByLabelText(/^Price/), '1299');
    await userEvent.type(screen.getByLabelText(/^Original price/), '1624');
    await userEvent.click(screen.getByRole('button', { name: CONTENT_ADMIN_TEXT.save }));
    await waitFor(() => expect(screen.getByLabelText(/^Slug/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByText('This slug is already used: choose another one')).toBeInTheDocument();
    expect(api.callsTo('POST', '/api/admin/events')[0]!.body).toEqual(
      expect.objectContaining({ title: 'Sufi Night', price: 1299, originalPrice: 1624, published: false }),
    );
  });
});

describe('an event draft', () => {
  it('says it is not on the site, publishes after a confirmation naming its address, and links to its preview', async () => {
    const draft = { ...event, published: false };
    const api = render(<EditEventScreen />, '/admin/events/:id', '/admin/events/7', {
      'GET /api/admin/events/7': () => ok(draft),
      'PATCH /api/admin/events/7': () => ok({ ...event, published: true }),
    });
    const bar = await screen.findByRole('region', { name: CONTENT_ADMIN_TEXT.publishStatus });
    expect(bar).toHaveTextContent(CONTENT_ADMIN_TEXT.savedDraft);
    expect(within(bar).getByRole('link', { name: CONTENT_ADMIN_TEXT.preview })).toHaveAttribute(
      'href',
      '/admin/events/7/preview',
    );
    await userEvent.click(within(bar).getByRole('button', { name: CONTENT_ADMIN_TEXT.publish }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(CONTENT_ADMIN_TEXT.publishConfirm('Sufi Night', '/events/sufi-night'));
    expect(api.callsTo('PATCH', '/api/admin/events/7')).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole('button', { name: CONTENT_ADMIN_TEXT.publish }));
    await waitFor(() => expect(api.callsTo('PATCH', '/api/admin/events/7')[0]?.body).toEqual({ published: true }));
  });
});

describe('admin banners', () => {
  it('requires the alt text and refuses a CTA link that is not a path or https', async () => {
    const api = render(<NewBannerScreen />, '/admin/banners/new', '/admin/banners/new', {});
    await userEvent.type(await screen.findByLabelText(/^Desktop source/), '/uploads/content-film.svg');
    await userEvent.type(screen.getByLabelText(/^Button text/), 'Book');
    await userEvent.type(screen.getByLabelText(/^Button link/), 'javascript:alert(1)');
    await userEvent.click(screen.getByRole('button', { name: CONTENT_ADMIN_TEXT.save }));
    expect(await screen.findByText(CONTENT_MESSAGES.altRequired)).toBeInTheDocument();
    expect(screen.getByText(CONTENT_MESSAGES.ctaLinkInvalid)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Alt text/)).toHaveAttribute('aria-invalid', 'true');
    expect(api.calls.filter((call) => call.method === 'POST')).toHaveLength(0);
  });
});

describe('admin categories', () => {
  it('shows why a category in use cannot be deleted', async () => {
    const message = 'This category is used by 3 products: move them to another category first';
    render(<CategoriesListScreen />, '/admin/categories', '/admin/categories', {
      'GET /api/admin/categories': () => listed([{ id: 6, name: 'Gifting', slug: 'gifting', productCount: 3 }]),
      'DELETE /api/admin/categories/6': () => fail(409, message),
    });
    await userEvent.click(await screen.findByRole('button', { name: `${CONTENT_ADMIN_TEXT.delete} Gifting` }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: CONTENT_ADMIN_TEXT.delete }));
    expect(await screen.findByText(message)).toBeInTheDocument();
  });
});
