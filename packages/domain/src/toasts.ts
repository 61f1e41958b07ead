/** Toast kinds (spec section 9); each has its own colour and icon. */
export const TOAST_TYPES = ['success', 'info', 'warning', 'error'] as const
export type ToastType = (typeof TOAST_TYPES)[number]

/** How long a toast stays when the caller names no duration (spec section 9). */
export const TOAST_DURATION_MS = 3_000
/** Gap between the toasts and the edge of the screen, and between two toasts (spec section 9). */
export const TOAST_OFFSET_PX = 16
/** Base of the UI's stacking order (spec section 9): modals sit on it, toasts above them. */
export const UI_Z_INDEX_BASE = 2_000

/** A toast on screen. */
export interface Toast {
  id: string
  type: ToastType
  text: string
  /** Milliseconds it stays after it was shown or last repeated; 0 keeps it until closed. */
  durationMs: number
  /** How many times the same message was said while shown (1 for a single one). */
  count: number
}

/** What a caller asks for; `durationMs` falls back to {@link TOAST_DURATION_MS}. */
export interface ToastRequest {
  type: ToastType
  text: string
  durationMs?: number
}

/**
 * The list's configuration. The spec names both settings as configurable but
 * sets neither value (section 9), so callers choose.
 */
export interface ToastListOptions {
  /** A message equal to a shown one (type and text) raises that toast's count instead of adding another. */
  grouping: boolean
  /** Most toasts shown at once, the oldest leaving first; null for no limit. */
  maxCount: number | null
}

/** Grouping on (a repeated refusal should not pile up), no limit. */
export const DEFAULT_TOAST_OPTIONS: ToastListOptions = { grouping: true, maxCount: null }

/** A duration a timer can use: the caller's when it is a finite number of at least 0, otherwise the default. */
export function toastDuration(durationMs: number | undefined): number {
  return durationMs !== undefined && Number.isFinite(durationMs) && durationMs >= 0 ? durationMs : TOAST_DURATION_MS
}

/**
 * The list after `request` is shown, oldest first, and the id of the toast
 * that shows it. With grouping on, a shown toast of the same type and text is
 * said again: its count rises, it takes the new duration (its timer restarts
 * on the count change) and keeps its place, so nothing on screen jumps. A new
 * toast goes last (newest) under the given `id`; past `maxCount` the oldest go.
 */
export function addToast(
  list: readonly Toast[],
  request: ToastRequest,
  id: string,
  options: ToastListOptions = DEFAULT_TOAST_OPTIONS,
): { toasts: Toast[]; id: string } {
  const durationMs = toastDuration(request.durationMs)
  if (options.grouping) {
    const same = list.find((t) => t.type === request.type && t.text === request.text)
    if (same) {
      return {
        toasts: list.map((t) => (t === same ? { ...t, count: t.count + 1, durationMs } : t)),
        id: same.id,
      }
    }
  }
  const added = [...list, { id, type: request.type, text: request.text, durationMs, count: 1 }]
  const max = options.maxCount === null ? Infinity : Math.max(1, Math.floor(options.maxCount))
  return { toasts: added.length > max ? added.slice(added.length - max) : added, id }
}

/** The list without the toast `id`; unchanged when it is not shown (already closed). */
export function removeToast(list: readonly Toast[], id: string): Toast[] {
  return list.filter((t) => t.id !== id)
}

/** The toast Esc closes: the newest, or null when none is shown. */
export function newestToast(list: readonly Toast[]): Toast | null {
  return list.at(-1) ?? null
}
