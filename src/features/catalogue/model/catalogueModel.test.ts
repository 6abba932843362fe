import { HAMPER, TEE } from '@/test/shopCatalogue';
import { makeProduct } from '@/test/products';
import { productJsonLd } from './jsonLd';
import { listArgs, listSearch, readListState } from './listParams';
import { productPrice } from './pricing';
import {
  colourSoldOut,
  findVariant,
  initialColour,
  productOptions,
  productSoldOut,
  sizeSoldOut,
  stockNow,
} from './variants';

describe('the products page address', () => {
  it('reads sort, search and page, falling back to the defaults for anything malformed', () => {
    expect(readListState(new URLSearchParams('sort=price-desc&q=%20tea%20&page=3'))).toEqual({
      sort: 'price-desc',
      q: 'tea',
      page: 3,
    });
    expect(readListState(new URLSearchParams('sort=price;drop&page=-1'))).toEqual({ sort: 'featured', q: '', page: 1 });
    expect(readListState(new URLSearchParams('page=2.5'))).toEqual({ sort: 'featured', q: '', page: 1 });
  });

  it('writes only what differs from the defaults, and asks the API for the matching page', () => {
    expect(listSearch({ sort: 'featured', q: '', page: 1 })).toBe('');
    expect(listSearch({ sort: 'newest', q: 'gift box', page: 2 })).toBe('?sort=newest&q=gift+box&page=2');
    expect(listArgs({ sort: 'newest', q: 'gift', page: 2 }, 'art')).toEqual({
      page: 2,
      limit: 12,
      sort: 'createdAt',
      order: 'desc',
      q: 'gift',
      category: 'art',
    });
    expect(listArgs({ sort: 'featured', q: '', page: 1 }, undefined)).toEqual({ page: 1, limit: 12 });
  });

  it('keeps the price range and "in stock only" in the address; a malformed or upside-down range is no range', () => {
    const state = readListState(new URLSearchParams('minPrice=500&maxPrice=2000&inStock=true&page=2'));
    expect(state).toEqual({ sort: 'featured', q: '', page: 2, minPrice: 500, maxPrice: 2000, inStock: true });
    expect(listSearch(state)).toBe('?minPrice=500&maxPrice=2000&inStock=true&page=2');
    expect(listArgs(state, undefined)).toEqual({ page: 2, limit: 12, minPrice: 500, maxPrice: 2000, inStock: true });
    expect(readListState(new URLSearchParams('minPrice=0'))).toMatchObject({ minPrice: 0 });
    expect(listSearch({ sort: 'featured', q: '', page: 1, minPrice: 0 })).toBe('?minPrice=0');
    for (const query of ['minPrice=abc', 'minPrice=2000&maxPrice=1000', 'maxPrice=-5', 'inStock=yes', 'inStock=false'])
      expect([query, readListState(new URLSearchParams(query))]).toEqual([query, { sort: 'featured', q: '', page: 1 }]);
  });
});

describe('prices', () => {
  it('show the sale price against the list price with the rounded saving (spec: Business constants)', () => {
    expect(productPrice(HAMPER)).toEqual({ current: 1444, original: 1699, percent: 15 });
    expect(productPrice(makeProduct({ price: 500, salePrice: null }))).toEqual({
      current: 500,
      original: undefined,
      percent: 0,
    });
  });
});

describe('variants', () => {
  it('offer sizes in XS to XXL order and the colours, with what is sold out', () => {
    expect(productOptions(TEE)).toEqual({ sizes: ['XS', 'S', 'M', 'L', 'XL', 'XXL'], colours: ['beige', 'green'] });
    expect(productOptions(HAMPER)).toEqual({ sizes: [], colours: [] });
    expect(sizeSoldOut(TEE, 'XS', 'beige')).toBe(true);
    expect(sizeSoldOut(TEE, 'XS', null)).toBe(true);
    expect(sizeSoldOut(TEE, 'M', 'green')).toBe(false);
    expect(colourSoldOut(TEE, 'green', 'XS')).toBe(true);
    expect(colourSoldOut(TEE, 'green', null)).toBe(false);
    expect(initialColour(TEE, ['beige', 'green'])).toBe('beige');
  });

  it('take the stock from the chosen variant, or the product when it has none', () => {
    expect(stockNow(TEE, findVariant(TEE, 'M', 'green'))).toBe(2);
    expect(stockNow(TEE, undefined)).toBeUndefined();
    expect(stockNow(HAMPER, undefined)).toBe(500);
    expect(productSoldOut(TEE)).toBe(false);
    expect(productSoldOut({ ...TEE, variants: TEE.variants.map((v) => ({ ...v, stockQuantity: 0 })) })).toBe(true);
    expect(productSoldOut(makeProduct({ stockQuantity: 0 }))).toBe(true);
  });
});

describe('Product JSON-LD', () => {
  it('names the product, its pictures and SKU, and one INR offer with its availability on the public address', () => {
    const data = productJsonLd(HAMPER);
    expect(data).toMatchObject({
      '@type': 'Product',
      name: HAMPER.name,
      sku: HAMPER.sku,
      image: HAMPER.images.map((image) => `http://localhost${image.imageUrl}`),
      offers: {
        '@type': 'Offer',
        price: '1444.00',
        priceCurrency: 'INR',
        availability: 'https://schema.org/InStock',
        url: 'http://localhost/product/darjeeling-tea-hamper',
      },
    });
    expect(productJsonLd(makeProduct({ stockQuantity: 0 })).offers.availability).toBe('https://schema.org/OutOfStock');
  });
});
