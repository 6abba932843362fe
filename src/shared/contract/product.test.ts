import { PRODUCT_MESSAGES as M, productFormSchema, productPayloadSchema } from './product';
import { PRODUCT_TAX_MESSAGES as TAX } from './productTax';

const validForm = {
  name: 'Gift box',
  description: 'A box of sweets',
  price: 500,
  salePrice: '',
  stockQuantity: 3,
  sku: '',
  categoryId: '2',
  isActive: true,
  mainImageIndex: 0,
  images: [],
  videos: [],
  hsnCode: '0902',
  gstRate: '5',
};

const errorsOf = async (schema: ReturnType<typeof productFormSchema>, values: object) => {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as { inner: Array<{ path: string; message: string }> }).inner.map((e) => [e.path, e.message]),
    );
  }
};

describe('the product form rules', () => {
  it('gives the spec messages for the required fields', async () => {
    const errors = await errorsOf(productFormSchema(), {
      ...validForm,
      name: ' ',
      description: '',
      price: '',
      stockQuantity: '',
      categoryId: '',
      hsnCode: '',
      gstRate: '',
    });
    expect(errors).toEqual({
      name: M.name,
      description: M.description,
      price: M.price,
      stockQuantity: M.stockQuantity,
      categoryId: M.category,
      hsnCode: TAX.hsnCode,
      gstRate: TAX.gstRate,
    });
  });

  it('turns numbers that cannot be parsed into 0 (spec: Validation rules) instead of refusing them', async () => {
    const cast = productFormSchema().cast({ ...validForm, price: 'abc', stockQuantity: 'x', salePrice: '' });
    expect(cast.price).toBe(0);
    expect(cast.stockQuantity).toBe(0);
    expect(cast.salePrice).toBeUndefined();
    expect(await errorsOf(productFormSchema(), { ...validForm, price: 'abc' })).toEqual({});
  });

  it('refuses negative numbers, a fractional stock, three decimals and a sale price above the price', async () => {
    expect(await errorsOf(productFormSchema(), { ...validForm, price: -1 })).toEqual({ price: M.price });
    expect(await errorsOf(productFormSchema(), { ...validForm, price: 10.005 })).toEqual({ price: M.price });
    expect(await errorsOf(productFormSchema(), { ...validForm, stockQuantity: 1.5 })).toEqual({
      stockQuantity: M.stockQuantity,
    });
    expect(await errorsOf(productFormSchema(), { ...validForm, salePrice: -2 })).toEqual({ salePrice: M.salePrice });
    expect(await errorsOf(productFormSchema(), { ...validForm, salePrice: 501 })).toEqual({
      salePrice: M.salePriceAbovePrice,
    });
    expect(await errorsOf(productFormSchema(), { ...validForm, salePrice: 500, price: 500 })).toEqual({});
  });

  it('checks the chosen files and the main image among them and the kept current ones', async () => {
    const png = { name: 'a.png', size: 100, type: 'image/png' };
    expect(await errorsOf(productFormSchema(), { ...validForm, images: [png, png], mainImageIndex: 1 })).toEqual({});
    expect(await errorsOf(productFormSchema(), { ...validForm, images: [png], mainImageIndex: 1 })).toEqual({
      mainImageIndex: M.mainImage,
    });
    // Edit mode: the kept current images come first, the new ones after them.
    const kept = [{ imageUrl: '/uploads/a.png' }, { imageUrl: '/uploads/b.png' }];
    expect(
      await errorsOf(productFormSchema(), { ...validForm, keptImages: kept, images: [png], mainImageIndex: 2 }),
    ).toEqual({});
    expect(await errorsOf(productFormSchema(), { ...validForm, keptImages: kept, mainImageIndex: 2 })).toEqual({
      mainImageIndex: M.mainImage,
    });
    expect(
      await errorsOf(productFormSchema(), {
        ...validForm,
        keptImages: Array(8).fill(kept[0]),
        images: [png, png, png],
      }),
    ).toEqual({ images: M.tooManyImages });
    expect(await errorsOf(productFormSchema(), { ...validForm, images: [{ ...png, type: 'image/svg+xml' }] })).toEqual({
      images: M.imageType,
    });
    expect(
      await errorsOf(productFormSchema(), { ...validForm, images: [{ ...png, size: 5 * 1024 * 1024 + 1 }] }),
    ).toEqual({ images: M.imageTooLarge });
    expect(await errorsOf(productFormSchema(), { ...validForm, images: Array(11).fill(png) })).toEqual({
      images: M.tooManyImages,
    });
    const mp4 = { name: 'v.mp4', size: 100, type: 'video/mp4' };
    expect(await errorsOf(productFormSchema(), { ...validForm, videos: Array(4).fill(mp4) })).toEqual({
      videos: M.tooManyVideos,
    });
    expect(
      await errorsOf(productFormSchema(), { ...validForm, videos: [{ ...mp4, type: 'video/quicktime' }] }),
    ).toEqual({ videos: M.videoType });
    expect(
      await errorsOf(productFormSchema(), {
        ...validForm,
        keptVideos: [{ videoUrl: '/uploads/v.mp4' }],
        videos: Array(3).fill(mp4),
      }),
    ).toEqual({ videos: M.tooManyVideos });
  });
});

describe('the server payload rules', () => {
  it('read only plain decimal text as numbers', async () => {
    const value = await productPayloadSchema.validate({
      Name: ' Gift ',
      Description: 'Box',
      Price: '1200.50',
      StockQuantity: '4',
      CategoryId: '2',
      IsActive: 'false',
    });
    expect(value).toMatchObject({
      Name: 'Gift',
      Price: 1200.5,
      StockQuantity: 4,
      CategoryId: 2,
      IsActive: false,
      MainImageIndex: 0,
      SKU: '',
    });
    expect(value.SalePrice).toBeUndefined();
    await expect(productPayloadSchema.validate({ ...value, Price: 'abc' })).rejects.toThrow(M.price);
    await expect(productPayloadSchema.validate({ ...value, Price: 'Infinity' })).rejects.toThrow(M.price);
  });
});
