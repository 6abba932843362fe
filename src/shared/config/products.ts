// Product catalogue limits shared by the admin form and the server (one source for each rule).

const MB = 1024 * 1024;

/** Uploads of one product request (spec admin-and-account.md, Validation rules, plus size and count limits). */
export const PRODUCT_UPLOAD_LIMITS = {
  maxImages: 10,
  maxImageBytes: 5 * MB,
  maxVideos: 3,
  maxVideoBytes: 100 * MB,
  /**
   * Pixels per image (40 MP, e.g. 8000 × 5000): decoding needs about 3 bytes per pixel, and a
   * small file can claim huge dimensions (a decompression bomb), so it is refused before decoding.
   */
  maxImagePixels: 40_000_000,
} as const;

/** Widths of the responsive variants made of each uploaded photo (never wider than the photo). */
export const PRODUCT_IMAGE_WIDTHS = [320, 640, 960, 1280] as const;

/** The raster formats the server recognises by their content (SVG is refused: it can carry script). */
export const PRODUCT_IMAGE_TYPES = ['image/jpeg', 'image/png', 'image/gif', 'image/webp', 'image/avif'] as const;
export const PRODUCT_VIDEO_TYPES = ['video/mp4', 'video/webm'] as const;

export const PRODUCT_FIELD_LIMITS = {
  nameMax: 200,
  descriptionMax: 5000,
  skuMax: 64,
  /** ₹1 crore: far above any catalogue price, low enough to catch a slipped finger. */
  priceMax: 10_000_000,
  stockMax: 1_000_000,
} as const;

/** The multipart field names of the product payload, exactly as the spec writes them. */
export const PRODUCT_PAYLOAD_FIELDS = {
  name: 'Name',
  description: 'Description',
  price: 'Price',
  salePrice: 'SalePrice',
  stockQuantity: 'StockQuantity',
  /** Without variants: the product is low at or below it; absent: 5 on a create, kept on an edit. */
  lowStockThreshold: 'LowStockThreshold',
  sku: 'SKU',
  categoryId: 'CategoryId',
  isActive: 'IsActive',
  mainImageIndex: 'MainImageIndex',
  images: 'Images',
  videos: 'Videos',
  /** The shop's fields: a URL slug (blank: from the name), About Product, Steeping Instructions. */
  slug: 'Slug',
  about: 'About',
  steepingInstructions: 'SteepingInstructions',
  /** GST: the HSN code (4, 6 or 8 digits) and the slab (0, 5, 12, 18, 28); absent: kept on an edit. */
  hsnCode: 'HsnCode',
  gstRate: 'GstRate',
  /** JSON `[{ size, colour, stockQuantity, originalStockQuantity?, lowStockThreshold? }]`; absent on an edit: the variants stay as they are. */
  variants: 'Variants',
  /** Edits only: the product's version the form was loaded with (or the `If-Match` header). */
  version: 'Version',
  /** Edits only: the stock the form was loaded with; the stock is written only when StockQuantity differs from it. */
  originalStockQuantity: 'OriginalStockQuantity',
  /**
   * Edits only, JSON lists of the product's current `imageUrl`s / `videoUrl`s to keep, in the wanted
   * order; new files come after them. Absent: new files replace all current ones (none sent: all stay).
   */
  keepImages: 'KeepImages',
  keepVideos: 'KeepVideos',
} as const;

/** `5242880` -> `5 MB`. */
export const formatMegabytes = (bytes: number) => `${Math.round(bytes / MB)} MB`;
