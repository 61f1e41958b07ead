/**
 * A list the server keeps whole (the site's float buttons, footers and model lists): the console changes one item,
 * removes one or moves one, then saves the whole list in its new order. Pure helpers; the calls are the features'.
 */

/** Which item is being edited: its place in the list, or `new` (added at the end). */
export type ItemPlace = number | 'new'

/** `items` with `item` at `place` (a new one last). */
export function putItem<T>(items: readonly T[], place: ItemPlace, item: T): T[] {
  if (place === 'new') return [...items, item]
  return items.map((current, index) => (index === place ? item : current))
}

/** `items` without the one at `index`. */
export function withoutItem<T>(items: readonly T[], index: number): T[] {
  return items.filter((_, i) => i !== index)
}

/** `items` with the one at `index` moved one place up (-1) or down (+1); the same order when it cannot move. */
export function moveItem<T>(items: readonly T[], index: number, delta: -1 | 1): T[] {
  const target = index + delta
  const moved = [...items]
  if (index < 0 || index >= items.length || target < 0 || target >= items.length) return moved
  ;[moved[index], moved[target]] = [moved[target] as T, moved[index] as T]
  return moved
}

/** A 400 naming one item's field (`items.2.url`): the item's place and the field; undefined for anything else. */
export function itemFieldOf(field: string | undefined): { index: number; field: string } | undefined {
  const match = /^items\.(\d+)\.([a-z_]+)$/.exec(field ?? '')
  return match ? { index: Number(match[1]), field: match[2] as string } : undefined
}
