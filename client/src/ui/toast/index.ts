// Public face of the toast queue: `toast()` to notify, <ToastViewport/> mounted once at the root.
export { toast, clearToasts, toastState, type ToastAction, type ToastOptions } from './store';
export { ToastViewport } from './ToastViewport';
