import type { Response } from 'express';
import type { ApiFailure, ApiSuccess, FieldErrors } from '../../../src/shared/contract/envelope';

/** Sends `{ isSuccess: true, message, data }`. */
export function sendOk<T>(res: Response, data: T, message = 'OK', status = 200): void {
  const body: ApiSuccess<T> = { isSuccess: true, message, data };
  res.status(status).json(body);
}

/** Sends `{ isSuccess: false, message, errors? }`. */
export function sendFailure(res: Response, status: number, message: string, errors?: FieldErrors): void {
  const body: ApiFailure = errors ? { isSuccess: false, message, errors } : { isSuccess: false, message };
  res.status(status).json(body);
}
