import fc from 'fast-check';
import { firstOrderDiscount, priceOrder, PRICING_MESSAGES, type PricingProduct } from './orderPricing';

const toPaise = (rupees: number) => Math.round(rupees * 100);

const product = (
  id: number,
  price: number,
  salePrice: number | null = null,
  extra: Partial<PricingProduct> = {},
): PricingProduct => ({
  id,
  name: `Product ${id}`,
  price,
  salePrice,
  isActive: true,
  stockQuantity: 500,
  images: [{ imageUrl: `/uploads/p${id}-a.webp` }, { imageUrl: `/uploads/p${id}-b.webp` }],
  mainImageIndex: 1,
  hsnCode: '0902',
  gstRate: 5,
  ...extra,
});

const products = [
  product(1, 1699, 1444),
  product(2, 100),
  product(3, 250.5),
  product(4, 10, null, { isActive: false }),
  product(5, 10, null, { stockQuantity: 3 }),
];

const price = (
  items: Array<{ productId: number; quantity: number }>,
  options: { method?: 'standard' | 'express'; code?: string; earlier?: boolean } = {},
) =>
  priceOrder({
    items,
    deliveryMethod: options.method ?? 'standard',
    discountCode: options.code,
    products,
    hasEarlierOrder: options.earlier ?? false,
    sellerState: 'Delhi',
  });

const ok = (result: ReturnType<typeof price>) => {
  if (!result.ok) throw new Error(`expected a price, got ${JSON.stringify(result)}`);
  return result.pricing;
};

describe('shipping in the order (the bands of admin-and-account.md, Business constants, at each edge)', () => {
  it.each([
    [499.99, 99, 199],
    [500, 79, 149], // exactly 500 is in the 500-999 band
    [999.99, 79, 149],
    [1000, 49, 129],
    [1999.99, 49, 129],
    [2000, 0, 99], // exactly 2,000 ships free (standard)
  ])('an order of %d pays %d standard and %d express', (value, standard, express) => {
    const single = [product(50, value)];
    const at = (method: 'standard' | 'express') =>
      ok(
        priceOrder({
          items: [{ productId: 50, quantity: 1 }],
          deliveryMethod: method,
          products: single,
          hasEarlierOrder: false,
          sellerState: 'Delhi',
        }),
      );
    expect(at('standard')).toMatchObject({
      subtotal: value,
      shippingCost: standard,
      totalAmount: toPaise(value + standard) / 100,
    });
    expect(at('express')).toMatchObject({ shippingCost: express });
  });
});

describe('priceOrder', () => {
  it('prices every line from the records (sale price first) and snapshots the main image', () => {
    const pricing = ok(
      price([
        { productId: 1, quantity: 2 },
        { productId: 2, quantity: 1 },
      ]),
    );
    expect(pricing.lines).toEqual([
      expect.objectContaining({
        productId: 1,
        name: 'Product 1',
        imageUrl: '/uploads/p1-b.webp',
        unitPrice: 1444,
        quantity: 2,
        lineTotal: 2888,
      }),
      expect.objectContaining({
        productId: 2,
        name: 'Product 2',
        imageUrl: '/uploads/p2-b.webp',
        unitPrice: 100,
        quantity: 1,
        lineTotal: 100,
      }),
    ]);
    expect(pricing).toMatchObject({
      subtotal: 2988,
      shippingCost: 0,
      discount: 0,
      discountCode: null,
      totalAmount: 2988,
    });
  });

  it('chooses the band by the subtotal and the delivery method', () => {
    expect(ok(price([{ productId: 2, quantity: 4 }])).shippingCost).toBe(99);
    expect(ok(price([{ productId: 2, quantity: 5 }])).shippingCost).toBe(79);
    expect(ok(price([{ productId: 2, quantity: 5 }], { method: 'express' })).shippingCost).toBe(149);
    expect(ok(price([{ productId: 2, quantity: 20 }], { method: 'express' }))).toMatchObject({
      subtotal: 2000,
      shippingCost: 99,
      totalAmount: 2099,
    });
  });

  it('adds paise without floating-point error', () => {
    expect(ok(price([{ productId: 3, quantity: 3 }]))).toMatchObject({
      subtotal: 751.5,
      shippingCost: 79,
      totalAmount: 830.5,
    });
  });

  it('APP10 takes 10% off the subtotal only (rounded to the rupee), the band staying on the undiscounted subtotal', () => {
    const pricing = ok(price([{ productId: 1, quantity: 1 }], { code: 'app10' }));
    // 10% of 1444 = 144.40 -> 144; shipping 49 for 1,000-1,999 (from 1444, not 1300)
    expect(pricing).toMatchObject({
      subtotal: 1444,
      discount: 144,
      shippingCost: 49,
      discountCode: 'APP10',
      totalAmount: 1349,
    });
    expect(firstOrderDiscount(toPaise(1445))).toBe(toPaise(145)); // 144.50 rounds up
    expect(ok(price([{ productId: 2, quantity: 20 }], { code: 'APP10' }))).toMatchObject({
      subtotal: 2000,
      discount: 200,
      shippingCost: 0,
      totalAmount: 1800,
    });
  });

  it('refuses APP10 after an earlier order, and unknown codes, on the discountCode field', () => {
    expect(price([{ productId: 2, quantity: 1 }], { code: 'APP10', earlier: true })).toEqual({
      ok: false,
      message: PRICING_MESSAGES.firstOrderOnly,
      errors: { discountCode: [PRICING_MESSAGES.firstOrderOnly] },
    });
    expect(price([{ productId: 2, quantity: 1 }], { code: 'FREE100' })).toMatchObject({
      ok: false,
      errors: { discountCode: [PRICING_MESSAGES.unknownCode] },
    });
  });

  it('answers field errors for unknown, inactive and out-of-stock products', () => {
    const result = price([
      { productId: 99, quantity: 1 },
      { productId: 4, quantity: 1 },
      { productId: 5, quantity: 2 },
      { productId: 5, quantity: 2 },
    ]);
    expect(result).toEqual({
      ok: false,
      message: PRICING_MESSAGES.invalid,
      errors: {
        'items[0].productId': [PRICING_MESSAGES.unknownProduct],
        'items[1].productId': [PRICING_MESSAGES.unavailable],
        'items[3].quantity': ['Only 1 left in stock'],
      },
    });
  });
});

describe('GST inside the order (prices are GST-inclusive)', () => {
  const mixed = [
    product(20, 1180, null, { hsnCode: '6109', gstRate: 18 }),
    product(21, 525, null, { hsnCode: '0902', gstRate: 5 }),
  ];
  const priced = (deliveryState: string | null, code?: string) =>
    ok(
      priceOrder({
        items: [
          { productId: 20, quantity: 1 },
          { productId: 21, quantity: 2 },
        ],
        deliveryMethod: 'standard',
        discountCode: code,
        products: mixed,
        hasEarlierOrder: false,
        deliveryState,
        sellerState: 'Delhi',
        buyerGstin: '27AAPFU0939F1ZV',
      }),
    );

  it('charges CGST + SGST for delivery within Delhi, per line, with the HSN code and slab of each', () => {
    const delhi = priced('Delhi');
    expect(delhi.lines.map((line) => line.tax)).toEqual([
      { hsnCode: '6109', gstRate: 18, taxableValue: 1000, cgst: 90, sgst: 90, igst: 0 },
      { hsnCode: '0902', gstRate: 5, taxableValue: 1000, cgst: 25, sgst: 25, igst: 0 },
    ]);
    expect(delhi.tax).toMatchObject({
      supplyType: 'intra-state',
      placeOfSupply: 'Delhi',
      placeOfSupplyCode: '07',
      buyerGstin: '27AAPFU0939F1ZV',
      // Delivery (2,230 ships free) goes with the main supply: the 18 % line's code.
      shipping: { hsnCode: '6109', gstRate: 18, taxableValue: 0 },
      taxableValue: 2000,
      cgst: 115,
      sgst: 115,
      igst: 0,
      totalTax: 230,
    });
  });

  it('charges IGST for delivery to Maharashtra, and the parts always add up to what is paid', () => {
    const mumbai = priced('Maharashtra', 'APP10');
    expect(mumbai.tax).toMatchObject({ supplyType: 'inter-state', placeOfSupplyCode: '27', cgst: 0, sgst: 0 });
    const paid = mumbai.lines.reduce((sum, line) => sum + toPaise(line.lineTotal), 0) - toPaise(mumbai.discount);
    const lineParts = mumbai.lines.reduce(
      (sum, line) => sum + toPaise(line.tax.taxableValue) + toPaise(line.tax.igst),
      0,
    );
    expect(lineParts).toBe(paid);
    expect(toPaise(mumbai.tax.taxableValue) + toPaise(mumbai.tax.igst)).toBe(toPaise(mumbai.totalAmount));
  });

  it('counts the tax as IGST while the delivery state is not known', () => {
    expect(priced(null).tax).toMatchObject({ supplyType: 'inter-state', placeOfSupply: '', placeOfSupplyCode: '' });
  });
});

describe('random bags (property): every figure is whole paise and the parts add up exactly', () => {
  const isPaise = (rupees: number) =>
    Number.isInteger(Math.round(rupees * 100)) && Math.abs(rupees * 100 - Math.round(rupees * 100)) < 1e-6;
  it('holds for any prices, quantities, slabs, code, delivery and state', () => {
    const rates = [0, 5, 12, 18, 28] as const;
    fc.assert(
      fc.property(
        fc.array(
          fc.record({
            pricePaise: fc.integer({ min: 100, max: 5_000_000 }),
            quantity: fc.integer({ min: 1, max: 10 }),
            rate: fc.constantFrom(...rates),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        fc.boolean(),
        fc.constantFrom('standard', 'express'),
        fc.constantFrom('Delhi', 'Maharashtra', null),
        (lines, code, method, state) => {
          const catalogue = lines.map((line, index) =>
            product(100 + index, line.pricePaise / 100, null, { gstRate: line.rate, hsnCode: '9999' }),
          );
          const pricing = ok(
            priceOrder({
              items: lines.map((line, index) => ({ productId: 100 + index, quantity: line.quantity })),
              deliveryMethod: method as 'standard' | 'express',
              discountCode: code ? 'APP10' : undefined,
              products: catalogue,
              hasEarlierOrder: false,
              deliveryState: state,
              sellerState: 'Delhi',
            }),
          );
          const figures = [pricing.subtotal, pricing.discount, pricing.shippingCost, pricing.totalAmount];
          expect(figures.every(isPaise)).toBe(true);
          expect(toPaise(pricing.subtotal) - toPaise(pricing.discount) + toPaise(pricing.shippingCost)).toBe(
            toPaise(pricing.totalAmount),
          );
          const parts = (tax: { taxableValue: number; cgst: number; sgst: number; igst: number }) =>
            toPaise(tax.taxableValue) + toPaise(tax.cgst) + toPaise(tax.sgst) + toPaise(tax.igst);
          expect(parts(pricing.tax)).toBe(toPaise(pricing.totalAmount));
          expect(pricing.lines.reduce((sum, line) => sum + parts(line.tax), 0) + parts(pricing.tax.shipping)).toBe(
            toPaise(pricing.totalAmount),
          );
          expect(pricing.tax.cgst).toBe(pricing.tax.sgst);
        },
      ),
      { numRuns: 300 },
    );
  });
});
