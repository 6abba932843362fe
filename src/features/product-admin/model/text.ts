import { PRODUCT_SHOP_LIMITS as S } from '@/shared/contract/productVariants';

// The products feature's texts, exactly as the spec writes them (admin-and-account.md, Screens and routes, Validation rules, Error catalogue).
export const PRODUCT_TEXT = {
  loadFailed: 'Failed to load data',
  saveFailed: 'Failed to save product',
  deleteFailed: 'Failed to delete product',
  fetchProductsFailed: 'Failed to fetch products',
  fetchCategoriesFailed: 'Failed to fetch categories',
  createFailed: 'Failed to create product',
  updateFailed: 'Failed to update product',
  operationFailed: 'Operation failed',
  operationSuccessful: 'Operation successful',
  deleted: 'Product deleted successfully',
  confirmDelete: 'Are you sure you want to delete this product?',
  noProducts: 'No products found',
  active: 'Active',
  inactive: 'Inactive',
  accessPageDenied: 'You need admin privileges to access this page',
  actionDenied: 'You need admin privileges to perform this action',
  sessionExpired: 'Session expired. Please login again.',
  /** Under the form when the server refused a stale save (409): the product changed meanwhile. */
  reloadProduct: 'Reload the product',
  reloadFailed: 'The product could not be reloaded. Please try again.',
  fetchProductFailed: 'Failed to fetch the product',
} as const;

// Texts of the editor's shop fields (slug, About Product, Steeping Instructions, variants).
export const PRODUCT_SHOP_TEXT = {
  slug: 'Slug',
  slugHint: (slug: string) => `Optional: the product page is /product/${slug}. Left blank, it is made from the name.`,
  about: 'About Product',
  aboutHint: 'Shown on the product page; separate paragraphs with a blank line.',
  steeping: 'Steeping Instructions',
  steepingHint: 'Optional, one step a line; the section is shown only when filled in.',
  variantsLegend: 'Sizes and colours',
  variantsHint:
    'A product without sizes or colours sells from its stock quantity above; with them, from the stock of each.',
  sizesLegend: 'Sizes',
  coloursLegend: 'Colours',
  newColour: 'New colour',
  newColourHint: `Type a colour (up to ${S.colourMax} characters) and add it.`,
  addColour: 'Add colour',
  removeColour: (colour: string) => `Remove colour ${colour}`,
  stockCaption: 'Stock per variant',
  stockOf: (label: string) => `Stock of ${label}`,
  thresholdOf: (label: string) => `Low-stock threshold of ${label}`,
  thresholdShort: 'Low at',
  threshold: 'Low-stock threshold',
  thresholdHint: 'The product counts as low stock when its stock is at or below this.',
  variantThresholdHint: 'Each size counts as low stock when its stock is at or below its "Low at" number.',
  totalStock: (text: string) => `Total stock: ${text}`,
  sizeHeader: 'Size',
  colourHeader: 'Colour',
  stockHeader: 'Stock',
  colourAdded: (colour: string) => `Colour ${colour} added.`,
  colourRemoved: (colour: string) => `Colour ${colour} removed.`,
} as const;

// The editor's GST fields.
export const PRODUCT_TAX_TEXT = {
  legend: 'GST',
  hsnCode: 'HSN code',
  hsnHint: 'The goods’ code on tax invoices: 4, 6 or 8 digits (e.g. 0902 for tea).',
  gstRate: 'GST rate',
  chooseRate: 'Choose a rate',
  rate: (rate: number) => `${rate} %`,
  gstHint: 'Prices are GST-inclusive: the tax is worked out of the price the customer pays.',
} as const;

// The product table: filters, bulk delete and the CSV export.
export const PRODUCT_TABLE_TEXT = {
  caption: 'Products',
  search: 'Search by name, SKU or description',
  categoryFilter: 'Filter by category',
  allCategories: 'All categories',
  statusFilter: 'Filter by status',
  allStatuses: 'Any status',
  stockFilter: 'Filter by stock',
  anyStock: 'Any stock',
  stockOptions: [
    { value: 'in', label: 'In stock' },
    { value: 'low', label: 'Low (a size at or below its threshold)' },
    { value: 'out', label: 'Out of stock' },
  ],
  columns: {
    image: 'Image',
    name: 'Name',
    sku: 'SKU',
    category: 'Category',
    price: 'Price',
    salePrice: 'Sale price',
    stock: 'Stock',
    stockByVariant: 'Stock by size/colour',
    status: 'Status',
    added: 'Added',
  },
  lowStock: 'Low stock',
  /** After a size's stock, for screen readers (sighted users see it in bold red). */
  lowSize: '(low)',
  select: (name: string) => `Select ${name}`,
  selectPage: 'Select all on this page',
  selected: (count: number) => (count === 1 ? '1 product selected' : `${count} products selected`),
  deleteSelected: 'Delete selected',
  confirmBulkTitle: 'Delete products',
  confirmBulk: (count: number) => (count === 1 ? 'Delete 1 product?' : `Delete ${count} products?`),
  bulkDeleted: (count: number) => (count === 1 ? '1 product deleted' : `${count} products deleted`),
  bulkFailed: (failed: number, count: number) => `${failed} of ${count} products could not be deleted`,
  exportCsv: 'Export CSV',
  exporting: 'Preparing the CSV…',
  exported: (count: number) => (count === 1 ? 'Exported 1 product.' : `Exported ${count} products.`),
  exportFailed: 'The CSV could not be prepared. Please try again.',
  fileName: 'products.csv',
} as const;

/** Asked before leaving the product form with unsaved changes. */
export const PRODUCT_UNSAVED_TEXT = {
  title: 'Leave without saving?',
  message: 'The product form has changes that are not saved. If you leave now, they are lost.',
  leave: 'Leave',
  stay: 'Stay on this page',
} as const;

type MediaKind = 'image' | 'video';
const itemLabel = (kind: MediaKind, position: number) => `${kind === 'image' ? 'Image' : 'Video'} ${position}`;
const countOf = (kind: MediaKind, count: number) => `${count} ${kind}${count === 1 ? '' : 's'}`;

// Editing a product's current images and videos: kept, reordered, removed; new files after them.
// Items are named by their place in the list ("Image 2"), as the main-image choice names them too.
export const PRODUCT_MEDIA_TEXT = {
  images: 'Images',
  videos: 'Videos',
  current: (kind: MediaKind) => (kind === 'image' ? 'Current images' : 'Current videos'),
  noneKept: (kind: MediaKind) => `No current ${kind}s are kept.`,
  mainImage: 'Main image',
  label: itemLabel,
  moveUp: (kind: MediaKind, position: number) => `Move ${kind} ${position} up`,
  moveDown: (kind: MediaKind, position: number) => `Move ${kind} ${position} down`,
  remove: (kind: MediaKind, position: number) => `Remove ${kind} ${position}`,
  removeShort: 'Remove',
  moved: (kind: MediaKind, from: number, to: number, count: number) =>
    `${itemLabel(kind, from)} moved ${to < from ? 'up' : 'down'}; it is now ${kind} ${to} of ${count}.`,
  removed: (kind: MediaKind, position: number, left: number) =>
    `${itemLabel(kind, position)} removed; ${countOf(kind, left)} left.`,
  addImagesHint: 'New images are added after the current ones.',
  addVideosHint: 'New videos are added after the current ones.',
} as const;
