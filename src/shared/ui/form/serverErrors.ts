import type { FormikHelpers } from 'formik';
import { fieldErrors } from '../../api/serviceError';

/**
 * Puts the server's field errors under the matching fields (spec: "server field errors are shown
 * under the matching field"). Returns true when at least one field got a message.
 */
export function applyServerErrors<Values>(
  error: unknown,
  helpers: Pick<FormikHelpers<Values>, 'setFieldError' | 'setFieldTouched'>,
  fieldNames: ReadonlyArray<keyof Values & string>,
  rename: Partial<Record<string, keyof Values & string>> = {},
): boolean {
  const errors = fieldErrors(error);
  if (!errors) return false;
  let applied = false;
  for (const [serverField, messages] of Object.entries(errors)) {
    const field = rename[serverField] ?? (serverField as keyof Values & string);
    if (!fieldNames.includes(field) || messages.length === 0) continue;
    void helpers.setFieldTouched(field, true, false);
    helpers.setFieldError(field, messages[0]);
    applied = true;
  }
  return applied;
}
