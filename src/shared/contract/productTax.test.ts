import * as yup from 'yup';
import { PRODUCT_TAX_MESSAGES as M, productTaxFormFields, productTaxPayloadFields } from './productTax';

const form = yup.object(productTaxFormFields);
const payload = yup.object(productTaxPayloadFields);
const errorOf = async (schema: yup.AnySchema, values: object) =>
  schema.validate(values).then(
    () => null,
    (error: yup.ValidationError) => error.message,
  );

describe("a product's GST fields", () => {
  test('the form takes a 4, 6 or 8 digit HSN code and a GST slab, as the select gives it', async () => {
    for (const hsnCode of ['0902', '090210', '09021010'])
      expect(await errorOf(form, { hsnCode, gstRate: '5' })).toBeNull();
    expect(form.cast({ hsnCode: ' 0902 ', gstRate: '28' })).toEqual({ hsnCode: '0902', gstRate: 28 });
  });

  test('the form refuses other codes and rates with the field’s message', async () => {
    for (const hsnCode of ['', '090', '09021', '0902101', 'ABCD'])
      expect(await errorOf(form, { hsnCode, gstRate: '5' })).toBe(M.hsnCode);
    for (const gstRate of ['', '7', '5.5', 'x'])
      expect(await errorOf(form, { hsnCode: '0902', gstRate })).toBe(M.gstRate);
  });

  test('the API takes them as multipart text, leaves them out when not sent, and refuses anything else', async () => {
    expect(payload.cast({ HsnCode: '6109', GstRate: '5' })).toEqual({ HsnCode: '6109', GstRate: 5 });
    expect(await errorOf(payload, {})).toBeNull();
    for (const GstRate of ['7', '05.0', '1e1', '-5', ' ']) expect(await errorOf(payload, { GstRate })).toBe(M.gstRate);
    expect(await errorOf(payload, { HsnCode: '61090' })).toBe(M.hsnCode);
  });
});
