import * as yup from 'yup';

/**
 * What a product's GST is: its HSN code (the goods' class in the customs tariff, 4, 6 or 8
 * digits, as invoices print it) and its GST slab. Prices stay GST-inclusive; the tax inside them
 * is worked out from these (src/content/policies/gst.ts).
 */

/** The GST slabs a product may carry. */
export const GST_RATES = [0, 5, 12, 18, 28] as const;
export type GstRate = (typeof GST_RATES)[number];

/** A product added without a rate (an API client from before the tax fields) is taxed at the general slab. */
export const DEFAULT_GST_RATE: GstRate = 18;

export const HSN_PATTERN = /^(\d{4}|\d{6}|\d{8})$/;

export const PRODUCT_TAX_MESSAGES = {
  hsnCode: 'Enter the HSN code: 4, 6 or 8 digits.',
  gstRate: 'Choose the GST rate: 0, 5, 12, 18 or 28 %.',
} as const;

const M = PRODUCT_TAX_MESSAGES;

const hsnCode = () =>
  yup.string().typeError(M.hsnCode).trim().matches(HSN_PATTERN, { message: M.hsnCode, excludeEmptyString: true });

/**
 * The multipart fields. Optional for API clients from before them: a new product without them has
 * no HSN code yet and the general rate; an edit without them keeps what the product has.
 */
export const productTaxPayloadFields = {
  HsnCode: hsnCode(),
  GstRate: yup
    .number()
    .typeError(M.gstRate)
    .transform((value: number, raw: unknown) => {
      if (raw === undefined || raw === null || raw === '') return undefined;
      return typeof raw === 'string' && /^\d{1,2}$/.test(raw.trim())
        ? Number(raw)
        : typeof raw === 'number'
          ? value
          : Number.NaN;
    })
    .oneOf([...GST_RATES, undefined], M.gstRate),
};

/** The admin form's fields: staff always give both. */
export const productTaxFormFields = {
  hsnCode: hsnCode().required(M.hsnCode),
  gstRate: yup
    .number()
    .typeError(M.gstRate)
    .transform((value: number, raw: unknown) => (raw === '' || raw === undefined ? undefined : value))
    .required(M.gstRate)
    .oneOf([...GST_RATES], M.gstRate),
};
