import { describe, expect, it } from 'vitest'
import {
  addToast,
  DEFAULT_TOAST_OPTIONS,
  newestToast,
  removeToast,
  TOAST_DURATION_MS,
  toastDuration,
  type Toast,
  type ToastListOptions,
  type ToastRequest,
} from './index.ts'

const toast = (id: string, over: Partial<Toast> = {}): Toast => ({
  id,
  type: 'info',
  text: id,
  durationMs: TOAST_DURATION_MS,
  count: 1,
  ...over,
})
const grouped: ToastListOptions = { grouping: true, maxCount: null }
const ungrouped: ToastListOptions = { grouping: false, maxCount: null }

describe('toast duration (spec section 9)', () => {
  it.each<[string, number | undefined, number]>([
    ['no duration is 3000 ms', undefined, 3_000],
    ['a given duration is kept', 5_000, 5_000],
    ['0 keeps the toast until closed', 0, 0],
    ['a negative duration falls back to the default', -1, 3_000],
    ['NaN falls back to the default', Number.NaN, 3_000],
    ['Infinity falls back to the default', Number.POSITIVE_INFINITY, 3_000],
  ])('%s', (_, given, expected) => {
    expect(toastDuration(given)).toBe(expected)
  })
})

describe('adding a toast (spec sections 4 and 9)', () => {
  it.each<[string, Toast[], ToastRequest, ToastListOptions, { toasts: Toast[]; id: string }]>([
    [
      'a first toast is added with count 1 and the default duration',
      [],
      { type: 'success', text: 'Saved' },
      grouped,
      { toasts: [toast('new', { type: 'success', text: 'Saved' })], id: 'new' },
    ],
    [
      'a new toast goes last (newest)',
      [toast('a')],
      { type: 'info', text: 'b' },
      grouped,
      { toasts: [toast('a'), toast('new', { text: 'b' })], id: 'new' },
    ],
    [
      'grouping on: same type and text raises the count, keeps the place and returns the shown id',
      [toast('a', { type: 'error', text: 'Too frequent' }), toast('b')],
      { type: 'error', text: 'Too frequent' },
      grouped,
      { toasts: [toast('a', { type: 'error', text: 'Too frequent', count: 2 }), toast('b')], id: 'a' },
    ],
    [
      'grouping on: a repeat takes the new duration',
      [toast('a', { count: 3, durationMs: 3_000 })],
      { type: 'info', text: 'a', durationMs: 5_000 },
      grouped,
      { toasts: [toast('a', { count: 4, durationMs: 5_000 })], id: 'a' },
    ],
    [
      'grouping on: same text of another type is a new toast',
      [toast('a', { type: 'error', text: 'x' })],
      { type: 'warning', text: 'x' },
      grouped,
      {
        toasts: [toast('a', { type: 'error', text: 'x' }), toast('new', { type: 'warning', text: 'x' })],
        id: 'new',
      },
    ],
    [
      'grouping on: text differing only in case is a new toast',
      [toast('a', { text: 'Saved' })],
      { type: 'info', text: 'saved' },
      grouped,
      { toasts: [toast('a', { text: 'Saved' }), toast('new', { text: 'saved' })], id: 'new' },
    ],
    [
      'grouping off: a duplicate is added as another toast',
      [toast('a')],
      { type: 'info', text: 'a' },
      ungrouped,
      { toasts: [toast('a'), toast('new', { text: 'a' })], id: 'new' },
    ],
    [
      'max count: past the limit the oldest goes',
      [toast('a'), toast('b')],
      { type: 'info', text: 'c' },
      { grouping: true, maxCount: 2 },
      { toasts: [toast('b'), toast('new', { text: 'c' })], id: 'new' },
    ],
    [
      'max count: a list already over the limit is cut down to it',
      [toast('a'), toast('b'), toast('c')],
      { type: 'info', text: 'd' },
      { grouping: true, maxCount: 1 },
      { toasts: [toast('new', { text: 'd' })], id: 'new' },
    ],
    [
      'max count: a repeat adds nothing, so nothing is dropped',
      [toast('a'), toast('b')],
      { type: 'info', text: 'a' },
      { grouping: true, maxCount: 2 },
      { toasts: [toast('a', { count: 2 }), toast('b')], id: 'a' },
    ],
    [
      'max count below 1 still shows the newest',
      [toast('a')],
      { type: 'info', text: 'b' },
      { grouping: false, maxCount: 0 },
      { toasts: [toast('new', { text: 'b' })], id: 'new' },
    ],
    [
      'max count null: no limit',
      [toast('a'), toast('b'), toast('c')],
      { type: 'info', text: 'd' },
      grouped,
      { toasts: [toast('a'), toast('b'), toast('c'), toast('new', { text: 'd' })], id: 'new' },
    ],
  ])('%s', (_, list, request, options, expected) => {
    expect(addToast(list, request, 'new', options)).toEqual(expected)
  })

  it('leaves the given list unchanged', () => {
    const list = [toast('a')]
    addToast(list, { type: 'info', text: 'a' }, 'new', grouped)
    expect(list).toEqual([toast('a')])
  })

  it('groups by default (the spec leaves the setting open) and sets no limit', () => {
    expect(DEFAULT_TOAST_OPTIONS).toEqual({ grouping: true, maxCount: null })
    expect(addToast([toast('a')], { type: 'info', text: 'a' }, 'new').toasts).toEqual([toast('a', { count: 2 })])
  })
})

describe('closing a toast', () => {
  it.each<[string, Toast[], string, Toast[]]>([
    ['the named toast goes', [toast('a'), toast('b'), toast('c')], 'b', [toast('a'), toast('c')]],
    ['an id not shown changes nothing', [toast('a')], 'gone', [toast('a')]],
    ['an empty list stays empty', [], 'a', []],
  ])('%s', (_, list, id, expected) => {
    expect(removeToast(list, id)).toEqual(expected)
  })

  it.each<[string, Toast[], Toast | null]>([
    ['Esc closes the newest', [toast('a'), toast('b')], toast('b')],
    ['nothing to close when none is shown', [], null],
  ])('%s', (_, list, expected) => {
    expect(newestToast(list)).toEqual(expected)
  })
})
