import type { RequestHandler } from 'express';
import { ArraySchema, ObjectSchema, ValidationError, type InferType, type Schema } from 'yup';
import type { FieldErrors } from '../../../src/shared/contract/envelope';
import { badRequest } from '../lib/httpError';

export const VALIDATION_FAILED = 'Please correct the highlighted fields';
/** A list or an object sent where the schema wants one text, number or yes/no value. */
export const NOT_A_SINGLE_VALUE = 'Must be a single value, not a list or an object';
/** Text no database here can keep as sent: PostgreSQL refuses NUL, and half an emoji is not UTF-8. */
export const UNSTORABLE_TEXT = 'Must not contain null characters or broken Unicode (a lone surrogate)';

// eslint-disable-next-line no-control-regex -- finding NUL is the point
const UNSTORABLE = /\u0000|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Collects yup's errors into `{ field: [messages] }`. */
export function toFieldErrors(error: ValidationError): FieldErrors {
  const errors: FieldErrors = {};
  const inner = error.inner.length > 0 ? error.inner : [error];
  for (const item of inner) {
    const field = item.path || '_';
    (errors[field] ??= []).push(...item.errors.filter((message) => !errors[field]?.includes(message)));
  }
  return errors;
}

const isContainer = (value: unknown): value is object => typeof value === 'object' && value !== null;

/**
 * Copies `value` keeping only the keys `schema` declares, and reports lists or objects where a
 * single value belongs, and text that cannot be stored as sent (NUL, lone surrogates). Both are needed before yup sees client input: its transforms call `trim`,
 * `toString` or `parseFloat` on whatever they get (an array or `{"toString": 1}` throws a
 * TypeError, which would be a 500), and its object cast looks field schemas up by key, so keys
 * such as `__proto__` or `constructor` would reach Object.prototype.
 */
function keepDeclaredShape(schema: Schema, value: unknown, path: string, errors: FieldErrors): unknown {
  if (schema instanceof ObjectSchema) {
    if (!isContainer(value) || Array.isArray(value)) return value; // yup reports the wrong type
    const fields = schema.fields as Record<string, Schema>;
    const kept: Record<string, unknown> = {};
    for (const key of Object.keys(fields)) {
      if (Object.hasOwn(value, key)) {
        kept[key] = keepDeclaredShape(
          fields[key],
          (value as Record<string, unknown>)[key],
          path ? `${path}.${key}` : key,
          errors,
        );
      }
    }
    return kept;
  }
  if (schema instanceof ArraySchema) {
    const inner = schema.innerType as Schema | undefined;
    if (!Array.isArray(value) || !inner) return value;
    return value.map((item: unknown, index) => keepDeclaredShape(inner, item, `${path}[${index}]`, errors));
  }
  if (isContainer(value)) (errors[path || '_'] ??= []).push(NOT_A_SINGLE_VALUE);
  else if (typeof value === 'string' && UNSTORABLE.test(value)) (errors[path || '_'] ??= []).push(UNSTORABLE_TEXT);
  return value;
}

/** Validates against `schema` and throws the 400 envelope with field errors. Unknown keys are dropped. */
export async function validateInput<S extends Schema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object');
  }
  const shapeErrors: FieldErrors = {};
  const declared = keepDeclaredShape(schema, input, '', shapeErrors);
  if (Object.keys(shapeErrors).length > 0) throw badRequest(VALIDATION_FAILED, shapeErrors);
  try {
    return await schema.validate(declared, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest(VALIDATION_FAILED, toFieldErrors(error));
    throw error;
  }
}

/** Replaces `req.body` with the validated, cleaned value. */
export function validateBody(schema: Schema): RequestHandler {
  return (req, _res, next) => {
    validateInput(schema, req.body ?? {}).then((value) => {
      req.body = value;
      next();
    }, next);
  };
}
