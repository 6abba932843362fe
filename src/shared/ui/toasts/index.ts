export { ToastHost } from './ToastHost';
export {
  selectToasts,
  toastDismissed,
  toastShown,
  toastsSlice,
  type ToastKind,
  type ToastMessage,
} from './toastsSlice';
export { useToast } from './useToast';
