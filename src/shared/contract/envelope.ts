// The envelope every answer of the API travels in (types only, erased at build time).

/** Every answer of the API uses this envelope. */
export interface ApiSuccess<T> {
  isSuccess: true;
  message: string;
  data: T;
}

/** Field names map to the list of messages for that field. */
export type FieldErrors = Record<string, string[]>;

export interface ApiFailure {
  isSuccess: false;
  message: string;
  errors?: FieldErrors;
}

export type ApiEnvelope<T> = ApiSuccess<T> | ApiFailure;
