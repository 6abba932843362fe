import { PRODUCT_PAYLOAD_FIELDS as F } from '@/shared/config/products';
import type { Product, ProductImage } from '@/shared/contract/product';
import { LOW_STOCK_THRESHOLD_DEFAULT } from '@/shared/contract/productVariants';
import { variantsPayload, variantsToForm, type VariantCell } from './variantGrid';

/** The form's values. Number inputs hold a number, or '' while empty (formik's number handling). */
export interface ProductFormValues {
  name: string;
  description: string;
  price: number | string;
  salePrice: number | string;
  stockQuantity: number | string;
  /** Without variants: low stock at or below this (each variant cell has its own). */
  lowStockThreshold: number | string;
  sku: string;
  categoryId: number | string;
  isActive: boolean;
  mainImageIndex: number;
  /** New files, added after the kept ones. */
  images: File[];
  videos: File[];
  /** Edit mode: the product's current images and videos to keep, in the admin's order (none in create mode). */
  keptImages: ProductImage[];
  keptVideos: Array<{ videoUrl: string }>;
  /** The shop's fields: a blank slug is made from the name (create) or kept (edit). */
  slug: string;
  about: string;
  steepingInstructions: string;
  /** GST: the HSN code and the slab ('' until chosen on a new product). */
  hsnCode: string;
  gstRate: number | string;
  /** Sizes ticked (PRODUCT_SIZES) and colours added; `variants` is their stock grid. */
  sizes: string[];
  colours: string[];
  variants: VariantCell[];
}

/** Create mode: empty fields, the first category, active (spec: States and transitions, Validation rules). */
export function emptyProductForm(firstCategoryId: number | '' = ''): ProductFormValues {
  return {
    name: '',
    description: '',
    price: '',
    salePrice: '',
    stockQuantity: '',
    lowStockThreshold: LOW_STOCK_THRESHOLD_DEFAULT,
    sku: '',
    categoryId: firstCategoryId,
    isActive: true,
    mainImageIndex: 0,
    images: [],
    videos: [],
    keptImages: [],
    keptVideos: [],
    slug: '',
    about: '',
    steepingInstructions: '',
    hsnCode: '',
    gstRate: '',
    sizes: [],
    colours: [],
    variants: [],
  };
}

/** Edit mode: the row's values; chosen images and videos start empty (spec: States and transitions), the current ones all kept. */
export function productToFormValues(product: Product): ProductFormValues {
  return {
    name: product.name,
    description: product.description,
    price: product.price,
    salePrice: product.salePrice ?? '',
    stockQuantity: product.stockQuantity,
    lowStockThreshold: product.lowStockThreshold ?? LOW_STOCK_THRESHOLD_DEFAULT,
    sku: product.sku ?? '',
    categoryId: product.categoryId,
    isActive: product.isActive,
    mainImageIndex: product.mainImageIndex,
    images: [],
    videos: [],
    keptImages: product.images,
    keptVideos: product.videos,
    slug: product.slug ?? '',
    about: product.about ?? '',
    steepingInstructions: product.steepingInstructions ?? '',
    hsnCode: product.hsnCode ?? '',
    gstRate: product.gstRate ?? '',
    ...variantsToForm(product.variants ?? []),
  };
}

const isBlank = (value: unknown) => value === '' || value === null || value === undefined;

/** Spec: Validation rules: a number input that cannot be parsed becomes 0. */
export function parseNumberInput(value: unknown): number {
  const parsed = typeof value === 'number' ? value : Number.parseFloat(String(value ?? ''));
  return Number.isFinite(parsed) ? parsed : 0;
}

/**
 * The multipart payload of spec: Entities: Name, Description, Price, SalePrice (only when set),
 * StockQuantity, SKU, CategoryId, IsActive, MainImageIndex, then repeated Images and Videos; also
 * the shop's fields and the GST ones (HsnCode, GstRate).
 * An edit also names what the form was loaded with (`editing`): the product's Version, so a stale
 * form is refused, and OriginalStockQuantity, so the stock is written only when the admin changed
 * it (sales since the form was loaded are kept), and KeepImages / KeepVideos: the current files
 * it keeps, in order (the new ones are added after them).
 */
export function toProductFormData(
  values: ProductFormValues,
  editing?: Pick<Product, 'version' | 'stockQuantity' | 'variants'>,
): FormData {
  // With variants the product sells from their stock: its own is sent as loaded (never written).
  const hasVariants = values.variants.length > 0;
  const data = new FormData();
  data.append(F.name, values.name.trim());
  data.append(F.description, values.description.trim());
  data.append(F.price, String(parseNumberInput(values.price)));
  if (!isBlank(values.salePrice)) data.append(F.salePrice, String(parseNumberInput(values.salePrice)));
  const ownStock = hasVariants ? (editing?.stockQuantity ?? 0) : Math.trunc(parseNumberInput(values.stockQuantity));
  data.append(F.stockQuantity, String(ownStock));
  const threshold = isBlank(values.lowStockThreshold)
    ? LOW_STOCK_THRESHOLD_DEFAULT
    : Math.trunc(parseNumberInput(values.lowStockThreshold));
  data.append(F.lowStockThreshold, String(threshold));
  data.append(F.sku, values.sku.trim());
  data.append(F.categoryId, String(values.categoryId));
  data.append(F.isActive, String(values.isActive));
  data.append(F.mainImageIndex, String(values.mainImageIndex));
  data.append(F.slug, values.slug.trim());
  data.append(F.about, values.about.trim());
  data.append(F.steepingInstructions, values.steepingInstructions.trim());
  data.append(F.hsnCode, values.hsnCode.trim());
  data.append(F.gstRate, String(values.gstRate));
  data.append(F.variants, JSON.stringify(variantsPayload(values.variants, editing?.variants)));
  for (const file of values.images) data.append(F.images, file, file.name);
  for (const file of values.videos) data.append(F.videos, file, file.name);
  if (editing) {
    data.append(F.version, String(editing.version));
    data.append(F.originalStockQuantity, String(editing.stockQuantity));
    data.append(F.keepImages, JSON.stringify(values.keptImages.map((image) => image.imageUrl)));
    data.append(F.keepVideos, JSON.stringify(values.keptVideos.map((video) => video.videoUrl)));
  }
  return data;
}

/** Server field names (the payload's) mapped to the form's. */
export const SERVER_FIELD_TO_FORM: Record<string, keyof ProductFormValues> = {
  [F.name]: 'name',
  [F.description]: 'description',
  [F.price]: 'price',
  [F.salePrice]: 'salePrice',
  [F.stockQuantity]: 'stockQuantity',
  [F.lowStockThreshold]: 'lowStockThreshold',
  [F.sku]: 'sku',
  [F.categoryId]: 'categoryId',
  [F.isActive]: 'isActive',
  [F.mainImageIndex]: 'mainImageIndex',
  [F.images]: 'images',
  [F.videos]: 'videos',
  [F.slug]: 'slug',
  [F.about]: 'about',
  [F.steepingInstructions]: 'steepingInstructions',
  [F.hsnCode]: 'hsnCode',
  [F.gstRate]: 'gstRate',
  [F.variants]: 'variants',
  [F.keepImages]: 'keptImages',
  [F.keepVideos]: 'keptVideos',
};
