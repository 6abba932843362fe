import type { RequestHandler } from 'express';
import { ValidationError, type InferType, type Schema } from 'yup';
import type { FieldErrors } from '../../src/shared/api/types';
import { badRequest } from '../lib/httpError';

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

/** Validates against `schema` and throws the 400 envelope with field errors. Unknown keys are dropped. */
export async function validateInput<S extends Schema>(schema: S, input: unknown): Promise<InferType<S>> {
  if (input === null || typeof input !== 'object' || Array.isArray(input)) {
    throw badRequest('The request body must be a JSON object');
  }
  try {
    return await schema.validate(input, { abortEarly: false, stripUnknown: true });
  } catch (error) {
    if (error instanceof ValidationError) throw badRequest('Please correct the highlighted fields', toFieldErrors(error));
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
