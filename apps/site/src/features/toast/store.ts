import {
  addToast,
  DEFAULT_TOAST_OPTIONS,
  removeToast,
  type Toast,
  type ToastListOptions,
  type ToastRequest,
} from '@lobby/domain'
import { proxy } from 'valtio'
import { toasterGate } from '../../app/toaster-gate.ts'

/** The toasts on screen, oldest first, and how the list behaves (spec sections 4 and 9). */
export const toastStore = proxy({
  toasts: [] as Toast[],
  options: { ...DEFAULT_TOAST_OPTIONS } as ToastListOptions,
})

let lastId = 0

/**
 * Shows a toast (any feature may call this) and returns its id. With grouping
 * on, a message equal to a shown one raises that toast's repeat count and
 * returns its id instead. `durationMs` defaults to 3000; 0 keeps it until closed.
 */
export function showToast(request: ToastRequest): string {
  toasterGate.open = true
  lastId += 1
  const { toasts, id } = addToast(toastStore.toasts, request, `toast-${lastId}`, toastStore.options)
  toastStore.toasts = toasts
  return id
}

/** Closes the toast `id`; nothing happens when it is already gone. */
export function dismissToast(id: string): void {
  toastStore.toasts = removeToast(toastStore.toasts, id)
}
