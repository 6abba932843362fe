import * as yup from 'yup';
import {
  PRODUCT_FIELD_LIMITS as L,
  PRODUCT_IMAGE_TYPES,
  PRODUCT_UPLOAD_LIMITS as U,
  PRODUCT_VIDEO_TYPES,
  formatMegabytes,
} from '../config/products';
import { VALIDATION_MESSAGES } from './fields/messages';
import {
  LOW_STOCK_THRESHOLD_DEFAULT,
  lowStockThresholdRule,
  productShopFormFields,
  productShopPayloadFields,
  type ProductVariant,
} from './productVariants';
import { productTaxFormFields, productTaxPayloadFields, type GstRate } from './productTax';

// A catalogue product. Its rules, once: the admin form (lenient number parsing, spec: Validation
// rules) and the server (strict parsing of the multipart fields) build their schemas from the same
// field rules. Below them, the product as the API shows it.

/** Field messages. The first five are the spec's texts (admin-and-account.md, Validation rules). */
export const PRODUCT_MESSAGES = {
  name: 'Please provide a product name.',
  price: 'Please provide a valid price.',
  description: 'Please provide a description.',
  stockQuantity: 'Please provide a valid quantity.',
  category: 'Please select a category.',
  salePrice: 'Please provide a valid sale price.',
  salePriceAbovePrice: 'The sale price cannot be higher than the price.',
  sku: 'Use letters, digits, dots, dashes or underscores for the SKU.',
  skuTaken: 'Another product already uses this SKU.',
  mainImage: 'Please choose one of the images as the main image.',
  isActive: 'Please choose whether the product is active.',
  tooManyImages: `Please choose at most ${U.maxImages} images.`,
  imageTooLarge: `Each image must be at most ${formatMegabytes(U.maxImageBytes)}.`,
  imageType: 'Images must be JPEG, PNG, GIF, WebP or AVIF files.',
  imageTooManyPixels: `Each image can have at most ${U.maxImagePixels / 1_000_000} megapixels (for example 8000 × 5000 pixels).`,
  imageUnreadable: 'This image could not be read. Please upload a complete JPEG, PNG, GIF, WebP or AVIF photo.',
  tooManyVideos: `Please choose at most ${U.maxVideos} videos.`,
  videoTooLarge: `Each video must be at most ${formatMegabytes(U.maxVideoBytes)}.`,
  videoType: 'Videos must be MP4 or WebM files.',
  keepImages: "Images to keep must be a list of this product's current images, each at most once.",
  keepVideos: "Videos to keep must be a list of this product's current videos, each at most once.",
  tooLong: VALIDATION_MESSAGES.tooLong,
} as const;

const M = PRODUCT_MESSAGES;
export const SKU_PATTERN = /^[A-Za-z0-9._-]+$/;

const isBlank = (raw: unknown) => raw === undefined || raw === null || (typeof raw === 'string' && raw.trim() === '');

/** At most two decimals (the form's step 0.01), tolerant of binary floating point. */
export const hasAtMostTwoDecimals = (value: number | undefined) =>
  value === undefined || Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/**
 * How a number field reads its input. `lenient` (the form): blank is "missing", anything else
 * that cannot be parsed becomes 0 (spec: Validation rules). `strict` (the server): only plain decimal text is a
 * number, so `0x10`, `1e3` or `Infinity` never slip through.
 */
export type NumberParsing = 'lenient' | 'strict';

const DECIMAL_TEXT = /^\d{1,9}(\.\d{1,2})?$/;
const INTEGER_TEXT = /^\d{1,9}$/;

function numberField(message: string, parsing: NumberParsing, kind: 'decimal' | 'integer') {
  return yup
    .number()
    .typeError(message)
    .transform((value: number, raw: unknown) => {
      if (isBlank(raw)) return undefined;
      if (parsing === 'lenient') return Number.isFinite(value) ? value : 0;
      const text = typeof raw === 'number' ? String(raw) : typeof raw === 'string' ? raw.trim() : '';
      return (kind === 'decimal' ? DECIMAL_TEXT : INTEGER_TEXT).test(text) ? Number(text) : Number.NaN;
    });
}

const money = (message: string, parsing: NumberParsing) =>
  numberField(message, parsing, 'decimal')
    .min(0, message)
    .max(L.priceMax, message)
    .test('paise', message, hasAtMostTwoDecimals);

/** The schemas of each field, keyed by the form's names. `priceKey` names the sibling price field. */
function productFieldRules(parsing: NumberParsing, priceKey: string) {
  return {
    name: yup.string().typeError(M.name).trim().required(M.name).max(L.nameMax, M.tooLong(L.nameMax)),
    description: yup
      .string()
      .typeError(M.description)
      .trim()
      .required(M.description)
      .max(L.descriptionMax, M.tooLong(L.descriptionMax)),
    price: money(M.price, parsing).required(M.price),
    salePrice: money(M.salePrice, parsing)
      .optional()
      .test('not-above-price', M.salePriceAbovePrice, function notAbovePrice(value) {
        const price: unknown = this.parent[priceKey];
        return value === undefined || typeof price !== 'number' || !Number.isFinite(price) || value <= price;
      }),
    stockQuantity: numberField(M.stockQuantity, parsing, 'integer')
      .required(M.stockQuantity)
      .integer(M.stockQuantity)
      .min(0, M.stockQuantity)
      .max(L.stockMax, M.stockQuantity),
    sku: yup
      .string()
      .typeError(M.sku)
      .trim()
      .max(L.skuMax, M.tooLong(L.skuMax))
      .matches(SKU_PATTERN, { message: M.sku, excludeEmptyString: true })
      .default(''),
    categoryId: numberField(M.category, 'strict', 'integer').required(M.category).min(1, M.category),
    isActive: yup.boolean().typeError(M.isActive).default(true),
    mainImageIndex: numberField(M.mainImage, parsing, 'integer').integer(M.mainImage).min(0, M.mainImage).default(0),
  };
}

/**
 * An edit's `KeepImages` / `KeepVideos` (JSON the route parses first): URLs to keep, in order, each
 * once. Whether they are the product's own is checked against the data (the product editor).
 */
const keptUrls = (message: string, max: number) =>
  yup
    .array(yup.string().typeError(message).defined(message))
    .typeError(message)
    .max(max, message)
    .optional()
    .test('each-once', message, (urls) => !urls || new Set(urls).size === urls.length);

/** The server's schema for the multipart text fields (Name, Price, ... as the spec names them). */
export const productPayloadSchema = (() => {
  const rules = productFieldRules('strict', 'Price');
  return yup.object({
    Name: rules.name,
    Description: rules.description,
    Price: rules.price,
    SalePrice: rules.salePrice,
    StockQuantity: rules.stockQuantity,
    SKU: rules.sku,
    CategoryId: rules.categoryId,
    IsActive: rules.isActive,
    MainImageIndex: rules.mainImageIndex,
    ...productShopPayloadFields,
    ...productTaxPayloadFields,
    /** Without variants: low at or below this. Absent: the default (create) or kept (edit). */
    LowStockThreshold: lowStockThresholdRule().optional(),
    KeepImages: keptUrls(M.keepImages, U.maxImages),
    KeepVideos: keptUrls(M.keepVideos, U.maxVideos),
  });
})();

export type ProductPayloadInput = yup.InferType<typeof productPayloadSchema>;

export const PRODUCT_EDIT_MESSAGES = {
  version: 'Please send the version of the product you edited.',
  originalStock: 'Please send the stock quantity the form was loaded with.',
} as const;

/**
 * What an edit (`PUT Product/{id}`) is based on, besides the fields: the version the form loaded
 * (optional here: it may come as `If-Match` instead) and the stock it showed then.
 */
export const productEditBaseSchema = yup.object({
  Version: numberField(PRODUCT_EDIT_MESSAGES.version, 'strict', 'integer').min(1, PRODUCT_EDIT_MESSAGES.version),
  OriginalStockQuantity: numberField(PRODUCT_EDIT_MESSAGES.originalStock, 'strict', 'integer')
    .required(PRODUCT_EDIT_MESSAGES.originalStock)
    .max(L.stockMax, PRODUCT_EDIT_MESSAGES.originalStock),
});

/** A chosen file as the form sees it (a browser `File` has these). */
export interface ChosenFile {
  name: string;
  size: number;
  type: string;
}

function filesField(options: {
  max: number;
  maxBytes: number;
  types: readonly string[];
  tooMany: string;
  tooLarge: string;
  wrongType: string;
}) {
  return yup
    .array<ChosenFile>()
    .default([])
    .max(options.max, options.tooMany)
    .test('type', options.wrongType, (files) => (files ?? []).every((file) => options.types.includes(file.type)))
    .test('size', options.tooLarge, (files) => (files ?? []).every((file) => file.size <= options.maxBytes));
}

/** The kept current files of an edit (`keptImages`, `keptVideos`; none in create mode): new files come after them. */
const keptCount = (parent: Record<string, unknown>, key: 'keptImages' | 'keptVideos') =>
  Array.isArray(parent[key]) ? parent[key].length : 0;

/**
 * The admin form's schema. In edit mode the main image is chosen among the kept current images and
 * the new ones, and the limits count both.
 */
export function productFormSchema() {
  const rules = productFieldRules('lenient', 'price');
  return yup.object({
    ...rules,
    ...productShopFormFields,
    ...productTaxFormFields,
    // A product with variants sells from their stock: its own stock field is not shown then.
    stockQuantity: yup.mixed().when('variants', {
      is: (variants: unknown[] | undefined) => (variants?.length ?? 0) > 0,
      then: () => yup.mixed().strip(),
      otherwise: () => rules.stockQuantity,
    }),
    lowStockThreshold: lowStockThresholdRule().default(LOW_STOCK_THRESHOLD_DEFAULT),
    mainImageIndex: rules.mainImageIndex.test('in-range', M.mainImage, function inRange(index) {
      const count =
        ((this.parent.images as ChosenFile[] | undefined)?.length ?? 0) + keptCount(this.parent, 'keptImages');
      return index === undefined || (count === 0 ? index === 0 : index < count);
    }),
    images: filesField({
      max: U.maxImages,
      maxBytes: U.maxImageBytes,
      types: PRODUCT_IMAGE_TYPES,
      tooMany: M.tooManyImages,
      tooLarge: M.imageTooLarge,
      wrongType: M.imageType,
    }).test('with-kept', M.tooManyImages, function withKept(files) {
      return (files?.length ?? 0) + keptCount(this.parent, 'keptImages') <= U.maxImages;
    }),
    videos: filesField({
      max: U.maxVideos,
      maxBytes: U.maxVideoBytes,
      types: PRODUCT_VIDEO_TYPES,
      tooMany: M.tooManyVideos,
      tooLarge: M.videoTooLarge,
      wrongType: M.videoType,
    }).test('with-kept', M.tooManyVideos, function withKept(files) {
      return (files?.length ?? 0) + keptCount(this.parent, 'keptVideos') <= U.maxVideos;
    }),
  });
}

/** One set of a photo's variants in one format, for a `<source>`: `"/uploads/a-320.avif 320w, /uploads/a-640.avif 640w"`. */
export interface ImageSource {
  type: 'image/avif' | 'image/webp';
  srcset: string;
}

/**
 * A product photo. `imageUrl` is the original (re-encoded without its metadata). Photos uploaded
 * since responsive variants exist also carry their pixel size and the AVIF and WebP variants
 * (widths up to 1280, never wider than the original); older records have `imageUrl` only.
 */
export interface ProductImage {
  imageUrl: string;
  width?: number;
  height?: number;
  sources?: ImageSource[];
}

/** A catalogue product (spec admin-and-account.md, Entities); `GET Product` lists them. */
export interface Product {
  id: number;
  name: string;
  description: string;
  price: number;
  salePrice: number | null;
  stockQuantity: number;
  /** Without variants: the product is "low" at or below this (each variant has its own; migration 0026). */
  lowStockThreshold: number;
  sku: string;
  categoryId: number;
  isActive: boolean;
  images: ProductImage[];
  videos: Array<{ videoUrl: string }>;
  mainImageIndex: number;
  /**
   * Bumped by every edit of the product (not by sales): `PUT Product/{id}` sends the version the
   * form loaded and is refused with 409 when it changed meanwhile. Also the `ETag` of `GET Product/{id}`.
   */
  version: number;
  createdAt?: string;
  updatedAt?: string;
  /** Unique and URL-safe: the product page is `/product/{slug}`. */
  slug: string;
  /** "About Product" (paragraphs separated by blank lines). */
  about: string;
  /** "Steeping Instructions", one step a line; empty for products that are not tea. */
  steepingInstructions: string;
  /** The slug of its category (the shop's filter links are `/products/{categorySlug}`). */
  categorySlug: string;
  /**
   * Sizes and colours with their own stock ('' = no size / no colour), in display order. A
   * product with variants sells from them; one without from `stockQuantity`.
   */
  variants: ProductVariant[];
  /** The HSN code its invoices print ('' until staff give it: products added before the tax fields). */
  hsnCode: string;
  gstRate: GstRate;
}
