import type { MouseEvent, ReactNode } from 'react';

/**
 * Pressing the button must not blur the field being edited first: the blur would show that
 * field's error, push the button down before the mouse is released, and swallow the click.
 * Keyboard and touch submission are unaffected.
 */
const keepFocus = (event: MouseEvent) => event.preventDefault();

/** A form's submit button: disabled with a spinner while the form is being sent (or when `disabled`). */
export function SubmitButton(props: { busy: boolean; children: ReactNode; className?: string; disabled?: boolean }) {
  const { busy, children, className = 'w-100', disabled = false } = props;
  return (
    <button
      type="submit"
      className={`btn btn-primary ${className}`}
      disabled={busy || disabled}
      onMouseDown={keepFocus}
    >
      {busy && <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />}
      {children}
    </button>
  );
}
