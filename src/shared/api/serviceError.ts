import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { FieldErrors } from '../contract/envelope';

/**
 * What every failed call turns into (spec: Error catalogue): the server's message and field errors when the
 * answer carries them, otherwise the call's fallback text.
 */
export interface ServiceError {
  status?: number | string;
  message: string;
  errors?: FieldErrors;
  /** The message is the call's fallback: the server sent none (or did not answer at all). */
  fallback?: true;
}

function isEnvelopeFailure(value: unknown): value is { message: string; errors?: FieldErrors } {
  return typeof value === 'object' && value !== null && typeof (value as { message?: unknown }).message === 'string';
}

export function toServiceError(error: FetchBaseQueryError, fallback: string): ServiceError {
  if ('data' in error && isEnvelopeFailure(error.data) && error.data.message.trim() !== '') {
    const { message, errors } = error.data;
    return errors ? { status: error.status, message, errors } : { status: error.status, message };
  }
  return { status: error.status, message: fallback, fallback: true };
}

/** `transformErrorResponse` for an endpoint with the given fallback text. */
export const withFallback = (fallback: string) => (error: FetchBaseQueryError) => toServiceError(error, fallback);

function envelopeOf(error: unknown): { message?: unknown; errors?: unknown } | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const data = (error as { data?: unknown }).data;
  if (typeof data === 'object' && data !== null) return data as { message?: unknown; errors?: unknown };
  return error as { message?: unknown; errors?: unknown };
}

/**
 * The message of an error from a hook or `unwrap()`, whatever its shape (a ServiceError, a raw
 * fetch error carrying the envelope, a serialized exception); the fallback when it has none.
 */
export function errorMessage(error: unknown, fallback: string): string {
  const message = envelopeOf(error)?.message;
  return typeof message === 'string' && message.trim() !== '' ? message : fallback;
}

/**
 * What a screen shows for a failed call (spec: Error catalogue, two levels of fallback): the server's message;
 * when the server answered without one, the screen's own text ("Failed to fetch data"); when no
 * answer came at all (offline, timeout), the service's fallback ("Failed to fetch profile").
 */
export function screenErrorMessage(error: unknown, screenFallback: string): string {
  const failure = error as Partial<ServiceError> | null | undefined;
  const answered = typeof failure?.status === 'number' || failure?.status === 'PARSING_ERROR';
  if (failure?.fallback && answered) return screenFallback;
  return errorMessage(error, screenFallback);
}

/** Field errors of a failed call, if the server sent any. */
export function fieldErrors(error: unknown): FieldErrors | undefined {
  const errors = envelopeOf(error)?.errors;
  return typeof errors === 'object' && errors !== null ? (errors as FieldErrors) : undefined;
}

/** The HTTP status of a failed call (a number), or its kind ('FETCH_ERROR', 'TIMEOUT_ERROR'...); undefined without one. */
export function errorStatus(error: unknown): number | string | undefined {
  const status = (error as { status?: unknown } | null | undefined)?.status;
  return typeof status === 'number' || typeof status === 'string' ? status : undefined;
}
