import { freshAppServingSite, readPage } from '../../test/renderedPages';
import type { TestApp } from '../../test/testApp';

const SITE = 'http://localhost:3000';

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- JSON-LD read back as a crawler would: any shape
type JsonLd = Record<string, any>;

/**
 * Every product's page as a link preview or a search engine gets it (no script runs): its own
 * title, description, canonical, share tags and Product JSON-LD, and its name, picture and price
 * in the HTML, from the database at request time.
 */
describe("the server renders each product's page from the database", () => {
  let t: TestApp;
  freshAppServingSite((app) => {
    t = app;
  });

  it('walks every active product: head tags, JSON-LD with offer and availability, and the content', async () => {
    const products = await t
      .direct()
      .selectFrom('products')
      .select(['slug', 'name', 'description'])
      .where('isActive', '=', true)
      .execute();
    expect(products.length).toBeGreaterThan(5);
    for (const product of products) {
      const res = await t.api.get(`/product/${product.slug}`);
      expect([product.slug, res.status]).toEqual([product.slug, 200]);
      const page = readPage(res.text);
      const url = `${SITE}/product/${product.slug}`;
      expect(page.title).toBe(`${product.name} | Utsav Events`);
      expect(page.description).toBe(product.description);
      expect(page.canonical).toBe(url);
      expect(page.og('url')).toBe(url);
      expect(page.og('type')).toBe('product');
      expect(page.og('title')).toBe(page.title);
      expect(page.og('image')).toMatch(new RegExp(`^${SITE}/(uploads|assets)/`));
      expect(page.twitter('card')).toBe('summary_large_image');
      const data = page.jsonLd.find((block) => block['@type'] === 'Product') as JsonLd;
      expect(data).toMatchObject({ name: product.name, offers: { '@type': 'Offer', priceCurrency: 'INR', url } });
      expect(data.offers.price).toMatch(/^\d+\.\d\d$/);
      expect(['https://schema.org/InStock', 'https://schema.org/OutOfStock']).toContain(data.offers.availability);
      const crumbs = page.jsonLd.find((block) => block['@type'] === 'BreadcrumbList') as JsonLd;
      expect(crumbs.itemListElement.at(-1)).toMatchObject({ name: product.name, item: url });
      expect(page.main?.querySelector('h1')?.textContent).toBe(product.name);
      expect(page.main?.querySelector('img')?.getAttribute('src')).toMatch(/^\/uploads\//);
    }
  });

  it("what the staff change shows at once: the price, stock (availability) and name of the page's product", async () => {
    const before = readPage((await t.api.get('/product/darjeeling-tea-hamper')).text);
    expect(before.main?.querySelector('.price-now')?.textContent).toBe('₹1,444');
    await t
      .direct()
      .updateTable('products')
      .set({ name: 'Darjeeling Gift Hamper', salePrice: 1299, stockQuantity: 0 })
      .where('slug', '=', 'darjeeling-tea-hamper')
      .execute();
    await t
      .direct()
      .updateTable('productVariants')
      .set({ stockQuantity: 0 })
      .where(
        'productId',
        'in',
        t.direct().selectFrom('products').select('id').where('slug', '=', 'darjeeling-tea-hamper'),
      )
      .execute();
    const after = readPage((await t.api.get('/product/darjeeling-tea-hamper')).text);
    expect(after.title).toBe('Darjeeling Gift Hamper | Utsav Events');
    expect(after.main?.querySelector('h1')?.textContent).toBe('Darjeeling Gift Hamper');
    expect(after.main?.querySelector('.price-now')?.textContent).toBe('₹1,299');
    const offer = (after.jsonLd.find((block) => block['@type'] === 'Product') as JsonLd).offers;
    expect(offer).toMatchObject({ price: '1299.00', availability: 'https://schema.org/OutOfStock' });
  });

  it("the spec's /item-desc pages show their product and name its own address; text typed by staff stays text", async () => {
    await t
      .direct()
      .updateTable('products')
      .set({ description: '<script>alert(1)</script> "quoted" & more' })
      .where('slug', '=', 'darjeeling-tea-hamper')
      .execute();
    const res = await t.api.get('/item-desc2');
    const page = readPage(res.text);
    expect(page.canonical).toBe(`${SITE}/product/darjeeling-tea-hamper`);
    expect(page.description).toBe('<script>alert(1)</script> "quoted" & more');
    expect(page.main?.querySelector('p.lead')?.textContent).toBe('<script>alert(1)</script> "quoted" & more');
    expect(page.main?.querySelector('script')).toBeNull();
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('an unknown or withdrawn product answers 404 without any product tags, with noindex', async () => {
    const res = await t.api.get('/product/no-such-product');
    expect(res.status).toBe(404);
    const page = readPage(res.text);
    expect(page.robots).toBe('noindex');
    expect(page.jsonLd).toEqual([]);
  });
});
