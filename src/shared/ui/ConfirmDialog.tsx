import type { ReactNode } from 'react';
import { lazyOverlay } from './lazyOverlay';

export interface ConfirmDialogProps {
  show: boolean;
  title: string;
  children: ReactNode;
  confirmLabel: string;
  cancelLabel?: string;
  /** `danger` for destructive actions. */
  variant?: 'danger' | 'primary';
  /** While the confirmed action runs: buttons disabled, a spinner on the confirm button. */
  busy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
  /** Focus goes back to the opener on close; false when the action removed it (move focus in `onExited`). */
  restoreFocus?: boolean;
  onExited?: () => void;
}

/**
 * A yes/no question in a modal (focus is trapped in it and returns to the opener on close).
 * The cancel button gets the focus first, so Enter never confirms a destructive action by accident.
 */
export const ConfirmDialog = lazyOverlay<ConfirmDialogProps>(
  () => import(/* webpackChunkName: "overlay-confirm" */ './ConfirmDialogModal'),
);
