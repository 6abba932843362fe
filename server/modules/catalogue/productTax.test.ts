import { PRODUCT_TAX_MESSAGES as M } from '../../../src/shared/contract/productTax';
import { productTestKit, validFields } from '../../test/productRequests';
import { createTestApp, type TestApp } from '../../test/testApp';

let t: TestApp;
let kit: ReturnType<typeof productTestKit>;
beforeEach(async () => {
  t = await createTestApp();
  kit = productTestKit(t);
});
afterEach(() => t.cleanup());

describe("a product's GST fields", () => {
  it('are stored as sent and shown with the product', async () => {
    const token = await kit.adminToken();
    const created = await kit.post(token, validFields({ HsnCode: '06031900', GstRate: '12' }));
    expect(created.status).toBe(201);
    expect(created.body.data).toMatchObject({ hsnCode: '06031900', gstRate: 12 });
    const read = await t.api.get(`/api/Product/${created.body.data.id}`);
    expect(read.body.data).toMatchObject({ hsnCode: '06031900', gstRate: 12 });
  });

  it.each([
    ['an HSN code of 5 digits', { HsnCode: '06031' }, 'HsnCode', M.hsnCode],
    ['an HSN code with letters', { HsnCode: '0603AB' }, 'HsnCode', M.hsnCode],
    ['a rate that is no GST slab', { GstRate: '7' }, 'GstRate', M.gstRate],
    ['a rate with decimals', { GstRate: '5.5' }, 'GstRate', M.gstRate],
    ['a rate that is not a number', { GstRate: 'high' }, 'GstRate', M.gstRate],
  ])('refuse %s with the message under the field', async (_label, overrides, field, message) => {
    const res = await kit.post(await kit.adminToken(), validFields(overrides));
    expect(res.status).toBe(400);
    expect(res.body.errors[field]).toEqual([message]);
  });

  it('a client that sends neither gets no HSN code and the general rate; an edit without them keeps them', async () => {
    const token = await kit.adminToken();
    const bare = await kit.post(token, validFields());
    expect(bare.body.data).toMatchObject({ hsnCode: '', gstRate: 18 });

    const taxed = (await kit.post(token, validFields({ SKU: 'TAXED-1', HsnCode: '0902', GstRate: '5' }))).body.data;
    const edited = await kit.put(token, taxed.id, validFields({ SKU: 'TAXED-1', Name: 'Renamed' }));
    expect(edited.status).toBe(200);
    expect(edited.body.data).toMatchObject({ name: 'Renamed', hsnCode: '0902', gstRate: 5 });
  });

  it('the seed products carry their HSN codes and slabs', async () => {
    const list = (await t.api.get('/api/Product?limit=100')).body.data as Array<{ hsnCode: string; gstRate: number }>;
    expect(list.length).toBeGreaterThan(0);
    for (const product of list) {
      expect(product.hsnCode).toMatch(/^(\d{4}|\d{6}|\d{8})$/);
      expect([0, 5, 12, 18, 28]).toContain(product.gstRate);
    }
  });
});
