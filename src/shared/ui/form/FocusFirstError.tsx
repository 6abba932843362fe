import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';
import { fieldIds } from './TextField';

/**
 * Inside a Formik form: after a submit that failed validation, moves focus to the first field
 * (in `order`) with an error, so keyboard and screen-reader users land on what needs fixing.
 */
export function FocusFirstError({ order }: { order: readonly string[] }) {
  const { submitCount, isValid, isValidating, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isValidating || isValid) return;
    handled.current = submitCount;
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(fieldIds(first).control)?.focus();
  }, [submitCount, isValid, isValidating, errors, order]);
  return null;
}
