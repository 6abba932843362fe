import { emptyProductForm, parseNumberInput, productToFormValues, toProductFormData } from './productForm';
import type { Product } from '@/shared/contract/product';

const product: Product = {
  id: 7,
  name: 'Gift box',
  description: 'Sweets',
  price: 1000,
  salePrice: null,
  stockQuantity: 5,
  lowStockThreshold: 5,
  sku: 'GB-1',
  categoryId: 3,
  isActive: false,
  images: [{ imageUrl: '/uploads/a.png' }],
  videos: [],
  mainImageIndex: 0,
  version: 1,
  slug: 'gift-box',
  about: '',
  steepingInstructions: '',
  categorySlug: '',
  variants: [],
  hsnCode: '0902',
  gstRate: 5,
};

describe('product form values', () => {
  it('start in create mode with the first category and active', () => {
    expect(emptyProductForm(4)).toMatchObject({
      categoryId: 4,
      isActive: true,
      price: '',
      images: [],
      videos: [],
      mainImageIndex: 0,
    });
  });

  it('load a row for editing with the files emptied and no sale price as blank', () => {
    expect(productToFormValues(product)).toMatchObject({
      name: 'Gift box',
      price: 1000,
      salePrice: '',
      categoryId: 3,
      isActive: false,
      images: [],
      videos: [],
    });
    expect(productToFormValues(product)).toMatchObject({ keptImages: product.images, keptVideos: product.videos });
  });

  it('parse numbers, turning what cannot be parsed into 0', () => {
    expect(parseNumberInput(12.5)).toBe(12.5);
    expect(parseNumberInput('99.9')).toBe(99.9);
    expect(parseNumberInput('abc')).toBe(0);
    expect(parseNumberInput('')).toBe(0);
    expect(parseNumberInput(Number.NaN)).toBe(0);
  });
});

describe('toProductFormData', () => {
  it('sends the spec fields, SalePrice only when set, and every file', () => {
    const front = new File(['front'], 'front.png', { type: 'image/png' });
    const back = new File(['back'], 'back.webp', { type: 'image/webp' });
    const data = toProductFormData({
      ...productToFormValues(product),
      name: '  Gift box ',
      price: 'oops',
      images: [front, back],
      mainImageIndex: 1,
    });
    expect(Object.fromEntries([...data.entries()].filter(([, value]) => typeof value === 'string'))).toEqual({
      Name: 'Gift box',
      Description: 'Sweets',
      Price: '0',
      StockQuantity: '5',
      LowStockThreshold: '5',
      SKU: 'GB-1',
      CategoryId: '3',
      IsActive: 'false',
      MainImageIndex: '1',
      Slug: 'gift-box',
      About: '',
      SteepingInstructions: '',
      HsnCode: '0902',
      GstRate: '5',
      Variants: '[]',
    });
    expect(data.has('SalePrice')).toBe(false);
    expect(data.getAll('Images').map((file) => (file as File).name)).toEqual(['front.png', 'back.webp']);
    expect(data.getAll('Videos')).toEqual([]);
    expect(toProductFormData({ ...productToFormValues(product), salePrice: 800 }).get('SalePrice')).toBe('800');
  });

  it('sends the kept current images and videos in their order on an edit only', () => {
    const values = {
      ...productToFormValues(product),
      keptImages: [{ imageUrl: '/uploads/b.png' }, { imageUrl: '/uploads/a.png' }],
      keptVideos: [],
    };
    const edit = toProductFormData(values, product);
    expect(JSON.parse(String(edit.get('KeepImages')))).toEqual(['/uploads/b.png', '/uploads/a.png']);
    expect(JSON.parse(String(edit.get('KeepVideos')))).toEqual([]);
    const create = toProductFormData(values);
    expect([create.has('KeepImages'), create.has('KeepVideos')]).toEqual([false, false]);
  });
});

describe('variants in the payload', () => {
  const shirt: Product = {
    ...product,
    stockQuantity: 0,
    variants: [
      { id: 1, size: 'M', colour: 'beige', stockQuantity: 4, lowStockThreshold: 5 },
      { id: 2, size: 'S', colour: 'beige', stockQuantity: 2, lowStockThreshold: 5 },
      { id: 3, size: 'M', colour: 'green', stockQuantity: 0, lowStockThreshold: 5 },
    ],
  };

  it('load as ticked sizes in shop order, colours in order, and a full grid (a missing cell is blank)', () => {
    expect(productToFormValues(shirt)).toMatchObject({
      sizes: ['S', 'M'],
      colours: ['beige', 'green'],
      variants: [
        { size: 'S', colour: 'beige', stock: 2 },
        { size: 'S', colour: 'green', stock: '' },
        { size: 'M', colour: 'beige', stock: 4 },
        { size: 'M', colour: 'green', stock: 0 },
      ],
    });
  });

  it('send each cell with the stock the form loaded for variants the product had, and the product stock as loaded', () => {
    const values = productToFormValues(shirt);
    values.variants[1].stock = 7;
    values.variants[2].stock = 9;
    values.stockQuantity = 50; // hidden while there are variants: never sent
    const data = toProductFormData(values, shirt);
    expect(data.get('StockQuantity')).toBe('0');
    expect(JSON.parse(String(data.get('Variants')))).toEqual([
      { size: 'S', colour: 'beige', stockQuantity: 2, originalStockQuantity: 2, lowStockThreshold: 5 },
      { size: 'S', colour: 'green', stockQuantity: 7, lowStockThreshold: 5 },
      { size: 'M', colour: 'beige', stockQuantity: 9, originalStockQuantity: 4, lowStockThreshold: 5 },
      { size: 'M', colour: 'green', stockQuantity: 0, originalStockQuantity: 0, lowStockThreshold: 5 },
    ]);
  });
});
