import { CATEGORY_API_MESSAGES } from './categoriesAdmin.service';
import { CONTENT_MESSAGES } from '../../../src/shared/contract/fields/content';
import { DEMO, freshAppWithAdmin, type TestApp } from '../../test/testApp';
import { readSeed } from '../../test/seed';

let t: TestApp;
let admin: string;
freshAppWithAdmin((app, session) => {
  t = app;
  admin = session.token;
});

const as = (token: string) => ({ Authorization: `Bearer ${token}` });
// The seed's categories (the admin's eight and the shop's filter categories).
const SEED = readSeed<{ categories: Array<{ name: string; slug: string }> }>().categories;

describe('/api/admin/categories', () => {
  it('is for admins only', async () => {
    const customer = (await t.login(DEMO.customer)).tokens.accessToken;
    expect((await t.api.get('/api/admin/categories')).status).toBe(401);
    expect((await t.api.delete('/api/admin/categories/5').set(as(customer))).status).toBe(403);
    expect(await t.rows('categories')).toHaveLength(SEED.length);
  });

  it('lists with product counts, search, sort and X-Total-Count', async () => {
    const res = await t.api.get('/api/admin/categories?_sort=name&_order=desc&_limit=3').set(as(admin));
    expect([res.status, res.headers['x-total-count']]).toEqual([200, String(SEED.length)]);
    const byNameDesc = SEED.map((c) => c.name).sort((a, b) => b.localeCompare(a));
    expect(res.body.data.map((c: { name: string }) => c.name)).toEqual(byNameDesc.slice(0, 3));
    const products = await t.rows('products');
    const inUse = (await t.api.get('/api/admin/categories?_limit=100').set(as(admin))).body.data;
    for (const c of inUse)
      expect([c.slug, c.productCount]).toEqual([c.slug, products.filter((p) => p.categoryId === c.id).length]);
    expect(
      (await t.api.get('/api/admin/categories?q=DECOR').set(as(admin))).body.data.map((c: { slug: string }) => c.slug),
    ).toEqual(['home-decor']);
  });

  it('creates with a slug from the name, renames, and keeps slugs unique (409 on the field)', async () => {
    const created = await t.api.post('/api/admin/categories').set(as(admin)).send({ name: 'Festival Lights' });
    expect([created.status, created.body.data]).toEqual([
      201,
      { id: expect.any(Number), name: 'Festival Lights', slug: 'festival-lights', productCount: 0 },
    ]);
    const taken = await t.api
      .put(`/api/admin/categories/${created.body.data.id}`)
      .set(as(admin))
      .send({ name: 'Books again', slug: 'books' });
    expect([taken.status, taken.body.errors]).toEqual([409, { slug: [CATEGORY_API_MESSAGES.slugTaken] }]);
    const bad = await t.api.post('/api/admin/categories').set(as(admin)).send({ name: '', slug: 'Bad Slug' });
    expect([bad.status, bad.body.errors]).toEqual([
      400,
      { name: [CONTENT_MESSAGES.nameRequired], slug: [CONTENT_MESSAGES.slugInvalid] },
    ]);
    const renamed = await t.api
      .put(`/api/admin/categories/${created.body.data.id}`)
      .set(as(admin))
      .send({ name: 'Diwali Lights', slug: 'diwali-lights' });
    expect([renamed.status, renamed.body.data.slug]).toEqual([200, 'diwali-lights']);
  });

  it('refuses to delete a category a product uses (409 with a clear message) and deletes an unused one', async () => {
    const products = await t.rows('products');
    const used = Number(products[0]!.categoryId);
    const count = products.filter((p) => p.categoryId === used).length;
    const res = await t.api.delete(`/api/admin/categories/${used}`).set(as(admin));
    expect([res.status, res.body]).toEqual([409, { isSuccess: false, message: CATEGORY_API_MESSAGES.inUse(count) }]);
    const created = await t.api.post('/api/admin/categories').set(as(admin)).send({ name: 'Temple Décor' });
    await t.api.delete(`/api/admin/categories/${created.body.data.id}`).set(as(admin)).expect(200);
    expect((await t.api.delete(`/api/admin/categories/${created.body.data.id}`).set(as(admin))).status).toBe(404);
    expect(await t.rows('categories')).toHaveLength(SEED.length);
  });
});
