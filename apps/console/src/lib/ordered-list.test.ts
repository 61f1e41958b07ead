import { describe, expect, it } from 'vitest'
import { itemFieldOf, moveItem, putItem, withoutItem } from './ordered-list.ts'

/** The whole-list edits of the float buttons, footers and model lists. */

describe('putItem', () => {
  it('replaces the item at its place and adds a new one last, leaving the list given alone', () => {
    const items = ['a', 'b', 'c']
    expect(putItem(items, 1, 'B')).toEqual(['a', 'B', 'c'])
    expect(putItem(items, 'new', 'd')).toEqual(['a', 'b', 'c', 'd'])
    expect(putItem([], 'new', 'a')).toEqual(['a'])
    expect(items).toEqual(['a', 'b', 'c'])
  })
})

describe('withoutItem', () => {
  it('drops only the item at the index', () => {
    expect(withoutItem(['a', 'b', 'c'], 0)).toEqual(['b', 'c'])
    expect(withoutItem(['a', 'b', 'c'], 2)).toEqual(['a', 'b'])
    expect(withoutItem(['a'], 0)).toEqual([])
  })
})

describe('moveItem', () => {
  it('swaps an item with its neighbour', () => {
    expect(moveItem(['a', 'b', 'c'], 1, -1)).toEqual(['b', 'a', 'c'])
    expect(moveItem(['a', 'b', 'c'], 1, 1)).toEqual(['a', 'c', 'b'])
  })

  it('keeps the order when the item is already first or last, or not there', () => {
    expect(moveItem(['a', 'b'], 0, -1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 1, 1)).toEqual(['a', 'b'])
    expect(moveItem(['a', 'b'], 5, -1)).toEqual(['a', 'b'])
  })
})

describe('itemFieldOf', () => {
  it('reads the item and its field from a 400 naming them', () => {
    expect(itemFieldOf('items.0.key')).toEqual({ index: 0, field: 'key' })
    expect(itemFieldOf('items.12.photo_path')).toEqual({ index: 12, field: 'photo_path' })
  })

  it('is undefined for the list itself, another field or none', () => {
    expect(itemFieldOf('items')).toBeUndefined()
    expect(itemFieldOf('kind')).toBeUndefined()
    expect(itemFieldOf('items.x.url')).toBeUndefined()
    expect(itemFieldOf(undefined)).toBeUndefined()
  })
})
