import * as yup from 'yup';
import { HttpError } from '../lib/httpError';
import { NOT_A_SINGLE_VALUE, UNSTORABLE_TEXT, VALIDATION_FAILED, validateInput } from './validate';

const schema = yup.object({
  name: yup.string().trim().required(),
  count: yup.number().integer().required(),
  agree: yup.boolean().default(false),
  address: yup.object({ street: yup.string().trim().required() }),
  items: yup.array(yup.object({ id: yup.number().required() })).default([]),
});

/** The HttpError `validateInput` throws for `input`, as status, message and field errors. */
async function refusal(input: unknown) {
  try {
    await validateInput(schema, input);
  } catch (error) {
    if (error instanceof HttpError) return { status: error.status, message: error.message, errors: error.errors };
    throw error;
  }
  throw new Error('validateInput accepted the input');
}

describe('validateInput', () => {
  it('refuses text no database keeps as sent (NUL, a lone surrogate) naming the field, and keeps whole emoji', async () => {
    expect(await refusal({ name: 'Nul \u0000 end', count: 1, address: { street: 'Half \uD83D emoji' } })).toEqual({
      status: 400,
      message: VALIDATION_FAILED,
      errors: { name: [UNSTORABLE_TEXT], 'address.street': [UNSTORABLE_TEXT] },
    });
    expect(await refusal({ name: 'Low \uDE00 alone', count: 1 })).toMatchObject({
      errors: { name: [UNSTORABLE_TEXT] },
    });
    expect(
      (await validateInput(schema, { name: 'Asha 👩‍👩‍👧 \u202E', count: 1, address: { street: 'Lodhi Road' } })).name,
    ).toBe('Asha 👩‍👩‍👧 \u202E');
  });

  it('keeps only the declared keys, at every depth, and never touches Object.prototype', async () => {
    const input = JSON.parse(
      '{"name":" Asha ","count":"2","role":"Admin","__proto__":{"polluted":1},"constructor":{"prototype":{"polluted":1}},' +
        '"address":{"street":"Lodhi Road","userId":9,"__proto__":{"polluted":1}},"items":[{"id":1,"price":-5}]}',
    ) as unknown;
    const value = await validateInput(schema, input);
    expect(value).toEqual({
      name: 'Asha',
      count: 2,
      agree: false,
      address: { street: 'Lodhi Road' },
      items: [{ id: 1 }],
    });
    expect(Object.getPrototypeOf(value)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('refuses lists and objects where one value belongs, naming each field (yup would throw a TypeError: a 500)', async () => {
    await expect(
      refusal({
        name: ['a'],
        count: { toString: 1 },
        agree: [],
        address: { street: { $ne: '' } },
        items: [{ id: [1] }],
      }),
    ).resolves.toEqual({
      status: 400,
      message: VALIDATION_FAILED,
      errors: {
        name: [NOT_A_SINGLE_VALUE],
        count: [NOT_A_SINGLE_VALUE],
        agree: [NOT_A_SINGLE_VALUE],
        'address.street': [NOT_A_SINGLE_VALUE],
        'items[0].id': [NOT_A_SINGLE_VALUE],
      },
    });
  });

  it('leaves a wrong container type to yup, and refuses a body that is not an object', async () => {
    const wrong = await refusal({ name: 'a', count: 1, address: 'Lodhi Road', items: { id: 1 } });
    expect([wrong.status, Object.keys(wrong.errors ?? {}).sort()]).toEqual([400, ['address', 'items']]);
    for (const body of [null, 'text', 42, [1]]) {
      await expect(refusal(body)).resolves.toEqual({
        status: 400,
        message: 'The request body must be a JSON object',
        errors: undefined,
      });
    }
  });
});
