// The one toast slot (spec 8/9): call `toast()` from anywhere; one toast is visible at a time and the
// newest replaces the one on screen, so feedback for the latest action is never kept waiting.
import { proxy, ref } from 'valtio';

type ToastVariant = 'default' | 'destructive';

/** A toast's one button besides dismiss (e.g. Undo): clicking it dismisses the toast, then runs `onClick`. */
export interface ToastAction {
  /** The button's text and accessible name. */
  label: string;
  onClick: () => void;
}

export interface ToastOptions {
  title: string;
  description?: string;
  variant?: ToastVariant;
  /** Milliseconds on screen once shown; default 5000. */
  duration?: number;
  action?: ToastAction;
}

export interface ToastItem {
  id: number;
  title: string;
  description?: string;
  variant: ToastVariant;
  duration: number;
  action?: ToastAction;
  /** False while the toast plays its exit animation. */
  open: boolean;
}

export const TOAST_DURATION = 5000;
/** Time the exit animation gets before the next toast in the queue is shown. */
export const TOAST_EXIT_MS = 200;

export const toastState = proxy<{ queue: ToastItem[] }>({ queue: [] });

let nextId = 1;

/** Shows a toast, written 'Title – description', in place of any on screen. Returns a handle to dismiss it. */
export function toast(options: ToastOptions) {
  const item: ToastItem = {
    id: nextId++,
    title: options.title,
    description: options.description,
    variant: options.variant ?? 'default',
    duration: options.duration ?? TOAST_DURATION,
    // ref: the action's callback is kept as given, not wrapped in the store's proxy.
    ...(options.action ? { action: ref({ ...options.action }) } : {}),
    open: true,
  };
  toastState.queue.splice(0, toastState.queue.length, item);
  return { id: item.id, dismiss: () => dismissToast(item.id) };
}

/** Starts the exit of a shown toast; a queued one is dropped at once. */
export function dismissToast(id: number) {
  const index = toastState.queue.findIndex((t) => t.id === id);
  const item = toastState.queue[index];
  if (!item || !item.open) return;
  if (index > 0) {
    toastState.queue.splice(index, 1);
    return;
  }
  item.open = false;
  setTimeout(() => removeToast(id), TOAST_EXIT_MS);
}

function removeToast(id: number) {
  const index = toastState.queue.findIndex((t) => t.id === id);
  if (index >= 0) toastState.queue.splice(index, 1);
}

/** Empties the queue (tests, sign-out). */
export function clearToasts() {
  toastState.queue.splice(0, toastState.queue.length);
}
