import { act, screen, waitFor, within } from '@testing-library/react';
import * as PAGE_META from '@/content/pageMeta';
import { isPage, type RouteEntry } from './routeTable/model';
import { SITE_ROUTES } from './routeTable/site';
import { ITEM_DESC_SLUGS } from '@/features/catalogue';
import { ART_PRINT, catalogueRoutes } from '@/test/shopCatalogue';
import { installFakeApi } from '@/test/fakeApi';
import { makeProduct } from '@/test/products';
import { renderRoutesAt as renderAt } from '@/test/renderRoutes';

const heading = async (name: string) => screen.findByRole('heading', { level: 1, name }, { timeout: 3000 });

describe('the route table', () => {
  // Every page of the site whose meta the table names, at a path a visitor opens (a parametric
  // route at its first snapshotted path); those behind the customer login are left out.
  const pagesWithMeta = Object.values(SITE_ROUTES as Record<string, RouteEntry>)
    .filter(isPage)
    .flatMap((entry) => {
      const path = typeof entry.snapshot === 'object' ? entry.snapshot[0] : entry.path;
      return entry.meta && !entry.guard && !path.includes(':') ? [[path, entry.meta] as const] : [];
    });

  it.each(pagesWithMeta)(
    '%s shows its page and sets the title and description its table entry names (%s)',
    async (path, key) => {
      const meta = PAGE_META[key];
      const { router } = renderAt(path);
      expect(await heading(meta.title)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      await waitFor(() => {
        expect(document.title).toContain(meta.title);
        expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toBe(meta.description);
      });
    },
  );

  it.each([...Object.keys(ITEM_DESC_SLUGS), `/product/${ART_PRINT.slug}`])(
    '%s shows its product from the catalogue',
    async (path) => {
      const seeded = Object.entries(ITEM_DESC_SLUGS).map(([itemDesc, slug], index) =>
        makeProduct({ id: 101 + index, slug, name: `Product of ${itemDesc}` }),
      );
      installFakeApi(catalogueRoutes([...seeded, ART_PRINT]));
      const { router } = renderAt(path);
      const name = path in ITEM_DESC_SLUGS ? `Product of ${path}` : ART_PRINT.name;
      expect(await heading(name)).toBeInTheDocument();
      expect(router.state.location.pathname).toBe(path);
      await waitFor(() => expect(document.title).toContain(name));
    },
  );

  it('shows the not-found page at an unknown path, kept from search engines, with the site search and main links', async () => {
    const { router } = renderAt('/no/such/page');
    expect(await heading('Page not found')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no/such/page');
    expect(document.title).toBe('Page not found | Utsav Events');
    expect(document.head.querySelector('meta[name="robots"]')).toHaveAttribute('content', 'noindex, nofollow');
    expect(document.head.querySelector('link[rel="canonical"]')).toBeNull();
    expect(screen.getByRole('searchbox', { name: /Search products, events and blog posts/ })).toHaveAttribute(
      'name',
      'q',
    );
    expect(screen.getByRole('search')).toHaveAttribute('action', '/search');
    const page = screen.getByRole('heading', { name: 'Page not found' }).closest('section')!;
    expect(within(page).getByRole('link', { name: 'Products' })).toHaveAttribute('href', '/products');
  });

  it('sends /admin and the admin areas to the admin login when logged out', async () => {
    for (const path of ['/admin', '/admin/dashboard', '/admin/master/anything', '/admin/product-entry']) {
      const { router } = renderAt(path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/admin/login'));
    }
  });

  it('sends /user/profile to / when logged out, keeping the origin', async () => {
    const { router } = renderAt('/user/profile');
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(router.state.location.state).toEqual({ from: { pathname: '/user/profile', search: '', hash: '' } });
  });

  it('scrolls to the top on every route change', async () => {
    const scrollTo = jest.spyOn(window, 'scrollTo').mockImplementation(() => undefined);
    const { router } = renderAt('/');
    await heading(PAGE_META.home.title);
    scrollTo.mockClear();
    await act(() => router.navigate('/events'));
    await heading(PAGE_META.events.title);
    expect(scrollTo).toHaveBeenCalledWith(0, 0);
    scrollTo.mockRestore();
  });

  it('home, products, blogs, contact-us and our-story publish breadcrumbs and social tags', async () => {
    renderAt('/contact-us');
    await heading(PAGE_META.contact.title);
    await waitFor(() => expect(document.querySelector('script[type="application/ld+json"]')).not.toBeNull());
    const data = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}');
    expect(data['@type']).toBe('BreadcrumbList');
    expect(
      data.itemListElement.map((item: { name: string; item: string }) => [item.name, new URL(item.item).pathname]),
    ).toEqual([
      ['Home', '/'],
      ['Contact Us', '/contact-us'],
    ]);
    expect(document.querySelector('meta[property="og:title"]')?.getAttribute('content')).toContain('Contact Us');
    expect(document.querySelector('meta[property="og:description"]')?.getAttribute('content')).toBe(
      PAGE_META.contact.description,
    );
  });
});
