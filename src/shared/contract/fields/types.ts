// Type helpers that derive a request or form type from a schema's inferred type.

/** `T` with the keys `K` optional: fields the schema fills with a default when they are left out. */
export type PartialKeys<T, K extends keyof T> = Omit<T, K> & Partial<Pick<T, K>>;

/** `T` with the choices `K` also empty (`''`): a form's select before anything is chosen. */
export type Unchosen<T, K extends keyof T> = Omit<T, K> & { [P in K]: T[P] | '' };
