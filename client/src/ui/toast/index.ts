// Public face of the toast queue: `toast()` to notify, <ToastViewport/> mounted once at the root.
export {
  toast,
  dismissToast,
  clearToasts,
  toastState,
  TOAST_DURATION,
  type ToastAction,
  type ToastOptions,
  type ToastVariant,
} from './store';
export { ToastViewport, TOAST_HOTKEY } from './ToastViewport';
export { SWIPE_THRESHOLD } from './Toast';
