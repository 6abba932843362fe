/**
 * A value made on first use. `Intl` formatters cost tens of milliseconds each to create on a slow
 * phone (locale data); made at module load they lengthened the start-up task of every page, used
 * or not.
 */
export function lazyValue<T>(make: () => T): () => T {
  let value: T | undefined;
  return () => (value ??= make());
}
