/** What Formik uses of a `validationSchema`: yup's `validate` (it runs it on change, blur, submit). */
export interface ValidatingSchema {
  validate(values: unknown, options?: object): Promise<unknown>;
}

export interface LazySchema<S extends ValidatingSchema> extends ValidatingSchema {
  /** The real schema (e.g. to `cast` values before sending them). */
  load(): Promise<S>;
  preload(): void;
}

/**
 * A stand-in for a yup schema that Formik accepts as `validationSchema` and that loads the real
 * schema (and yup, about 12 KB gzip) with the first validation instead of with the page. Forms
 * need their rules on the first blur or submit, never to paint, so the form pages' first render
 * stays light. Pair the loader with `webpackPrefetch` so the schema is fetched while idle.
 */
export function lazySchema<S extends ValidatingSchema>(loader: () => Promise<S>): LazySchema<S> {
  let loading: Promise<S> | null = null;
  const load = () =>
    (loading ??= loader().catch((error: unknown) => {
      loading = null; // a failed chunk load is retried on the next validation
      throw error;
    }));
  return {
    load,
    validate: async (values, options) => (await load()).validate(values, options),
    preload: () => {
      load().catch(() => undefined);
    },
  };
}
