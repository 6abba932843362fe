import * as yup from 'yup';
import { PRODUCT_FIELD_LIMITS as L } from '../config/products';
import { PRODUCT_SIZES } from '../config/shop';
import { VALIDATION_MESSAGES } from './fields/messages';
import { SLUG_MAX_LENGTH, SLUG_PATTERN } from './fields/slug';

// The shop fields of the admin's product editor: slug, About Product, Steeping Instructions and
// the variants (sizes from PRODUCT_SIZES, free-text colours, stock per variant). Shared by the form
// (formik) and the server (the multipart payload).

export const PRODUCT_SHOP_LIMITS = {
  aboutMax: 5000,
  steepingMax: 2000,
  colourMax: 30,
  maxColours: 10,
} as const;
const S = PRODUCT_SHOP_LIMITS;

/** Colours the admin types are one list, compared without case or surrounding spaces ("Beige" = "beige "). */
export const colourKey = (colour: string) => colour.trim().toLowerCase();

/** "M / beige", "M", "beige": how the editor and messages name a variant. */
export const variantLabel = (size: string, colour: string) => [size, colour].filter(Boolean).join(' / ');

export const PRODUCT_SHOP_MESSAGES = {
  slug: 'Use lowercase letters, digits and single hyphens, such as marigold-toran-garland.',
  slugTaken: 'This slug is already used',
  colour: `Please enter a colour of 1 to ${S.colourMax} characters.`,
  colourTaken: 'This colour is already in the list.',
  tooManyColours: `Please add at most ${S.maxColours} colours.`,
  variants: 'Please send the variants as a list of sizes and colours, each with its stock.',
  variantSize: `Sizes are ${PRODUCT_SIZES.join(', ')}.`,
  variantDuplicate: 'Each size and colour may appear only once.',
  variantShape: 'Give every variant a size or none of them one, and a colour or none of them one.',
  variantStock: 'Please provide a valid quantity.',
  variantOriginal: 'Please send the stock each existing variant was loaded with (originalStockQuantity).',
  variantStockChanged: (label: string, from: number, now: number) =>
    `The stock of ${label} changed from ${from} to ${now} after you opened this product (orders were placed). Reload it and set the stock again.`,
  tooLong: VALIDATION_MESSAGES.tooLong,
} as const;
const M = PRODUCT_SHOP_MESSAGES;

/** The threshold a variant or product gets unless staff set one (migration 0026). */
export const LOW_STOCK_THRESHOLD_DEFAULT = 5;

export const PRODUCT_STOCK_MESSAGES = {
  threshold: `Please provide a low-stock threshold from 0 to ${L.stockMax}.`,
} as const;

/** A threshold: a whole number from 0; a blank form field is "missing" (the default is filled in by the form). */
export const lowStockThresholdRule = () =>
  yup
    .number()
    .transform((value: number, raw: unknown) =>
      raw === '' || raw === null || raw === undefined
        ? undefined
        : typeof raw === 'string' && !/^\d{1,9}$/.test(raw.trim())
          ? Number.NaN
          : value,
    )
    .typeError(PRODUCT_STOCK_MESSAGES.threshold)
    .integer(PRODUCT_STOCK_MESSAGES.threshold)
    .min(0, PRODUCT_STOCK_MESSAGES.threshold)
    .max(L.stockMax, PRODUCT_STOCK_MESSAGES.threshold);

/** Line breaks as `\n`: a browser sends a textarea's lines with CRLF in multipart bodies. */
const lines = (value: unknown) => (typeof value === 'string' ? value.replace(/\r\n?/g, '\n') : value);

const stock = () =>
  yup.number().typeError(M.variantStock).integer(M.variantStock).min(0, M.variantStock).max(L.stockMax, M.variantStock);

/** A variant as the payload sends it; `originalStockQuantity` is the stock the form loaded (edits of existing variants). */
export const variantPayloadSchema = yup.object({
  size: yup
    .string()
    .typeError(M.variantSize)
    .trim()
    .default('')
    .oneOf(['', ...PRODUCT_SIZES], M.variantSize),
  colour: yup.string().typeError(M.colour).trim().default('').max(S.colourMax, M.colour),
  stockQuantity: stock().required(M.variantStock),
  originalStockQuantity: stock().optional(),
  /** Absent: the default for a new variant, the current one for an existing variant. */
  lowStockThreshold: lowStockThresholdRule().optional(),
});
export type VariantPayload = yup.InferType<typeof variantPayloadSchema>;

/** A variant as the API shows it, in the product's `variants`. */
export interface ProductVariant {
  id: number;
  size: string;
  colour: string;
  stockQuantity: number;
  /** The variant is "low" when its stock is at or below this (migration 0026). */
  lowStockThreshold: number;
}

/** Every variant has a size or none has; the same for colours; no (size, colour) twice. */
function checkVariantList(list: Array<{ size?: string; colour?: string }> | undefined, context: yup.TestContext) {
  const variants = list ?? [];
  const withSize = variants.filter((variant) => variant.size).length;
  const withColour = variants.filter((variant) => variant.colour).length;
  if ((withSize !== 0 && withSize !== variants.length) || (withColour !== 0 && withColour !== variants.length)) {
    return context.createError({ message: M.variantShape });
  }
  const keys = variants.map((variant) => `${variant.size ?? ''}|${colourKey(variant.colour ?? '')}`);
  if (new Set(keys).size !== keys.length) return context.createError({ message: M.variantDuplicate });
  if (new Set(variants.map((variant) => colourKey(variant.colour ?? ''))).size > S.maxColours)
    return context.createError({ message: M.tooManyColours });
  return true;
}

/**
 * The payload's shop fields (multipart text fields; `Variants` is JSON the route parses first).
 * Each is optional: an edit without it keeps what the product has (clients from before the shop fields).
 */
export const productShopPayloadFields = {
  Slug: yup
    .string()
    .typeError(M.slug)
    .trim()
    .max(SLUG_MAX_LENGTH, M.slug)
    .matches(SLUG_PATTERN, { message: M.slug, excludeEmptyString: true }),
  About: yup.string().typeError(M.tooLong(S.aboutMax)).transform(lines).trim().max(S.aboutMax, M.tooLong(S.aboutMax)),
  SteepingInstructions: yup
    .string()
    .typeError(M.tooLong(S.steepingMax))
    .transform(lines)
    .trim()
    .max(S.steepingMax, M.tooLong(S.steepingMax)),
  /** Absent: an edit keeps the variants as they are. `[]`: the product has none (it sells from its own stock). */
  Variants: yup
    .array(variantPayloadSchema)
    .typeError(M.variants)
    .max(PRODUCT_SIZES.length * S.maxColours, M.variants)
    .optional()
    .test('variant-list', M.variantShape, checkVariantList),
};

/** The form's shop fields: the grid's cells carry `stock` as the number inputs hold it. */
export const productShopFormFields = {
  slug: productShopPayloadFields.Slug.default(''),
  about: productShopPayloadFields.About.default(''),
  steepingInstructions: productShopPayloadFields.SteepingInstructions.default(''),
  colours: yup
    .array(yup.string().trim().required(M.colour).max(S.colourMax, M.colour))
    .max(S.maxColours, M.tooManyColours)
    .default([]),
  variants: yup
    .array(
      yup.object({
        size: yup.string().default(''),
        colour: yup.string().default(''),
        stock: yup
          .number()
          .transform((value: number, raw: unknown) =>
            raw === '' || raw === null || raw === undefined ? undefined : value,
          )
          .typeError(M.variantStock)
          .integer(M.variantStock)
          .min(0, M.variantStock)
          .max(L.stockMax, M.variantStock)
          .required(M.variantStock),
        threshold: lowStockThresholdRule().required(PRODUCT_STOCK_MESSAGES.threshold),
      }),
    )
    .default([]),
};
