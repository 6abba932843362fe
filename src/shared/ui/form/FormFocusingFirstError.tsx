import { useFormikContext } from 'formik';
import type { FormEvent, FormHTMLAttributes } from 'react';
import { fieldIds } from './FieldParts';

export interface FormFocusingFirstErrorProps extends Omit<FormHTMLAttributes<HTMLFormElement>, 'onSubmit' | 'onReset'> {
  /** Field names in the order they appear. */
  order: readonly string[];
}

/**
 * Formik's `<Form>`, plus: when a submit fails the form's own validation, the focus moves to the
 * first field (in `order`) with an error, so keyboard and screen-reader users land on what needs
 * fixing. Errors the server sends back after a valid submit do not move the focus: that would blur
 * the field being edited, and Formik's validation on that blur would wipe them.
 */
export function FormFocusingFirstError({ order, children, ...formProps }: FormFocusingFirstErrorProps) {
  const { validateForm, submitForm, handleReset } = useFormikContext<Record<string, unknown>>();
  const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const errors = await validateForm();
    await submitForm();
    const first = order.find((name) => errors[name]);
    if (first) document.getElementById(fieldIds(first).control)?.focus();
  };
  return (
    <form noValidate {...formProps} onSubmit={(event) => void onSubmit(event)} onReset={handleReset}>
      {children}
    </form>
  );
}
