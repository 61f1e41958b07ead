import { describe, expect, it } from 'vitest'
import { pageCountOf, paginationRange } from './pagination.tsx'

describe('paginationRange', () => {
  it.each([
    [1, 1, [1]],
    [3, 7, [1, 2, 3, 4, 5, 6, 7]],
    [1, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [4, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
    [5, 10, [1, 'ellipsis', 4, 5, 6, 'ellipsis', 10]],
    [7, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [10, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [50, 10, [1, 'ellipsis', 6, 7, 8, 9, 10]],
    [0, 10, [1, 2, 3, 4, 5, 'ellipsis', 10]],
  ] as const)('page %i of %i shows %j', (page, count, expected) => {
    expect(paginationRange(page, count)).toEqual(expected)
  })

  it('shows more pages around the current one with more siblings', () => {
    expect(paginationRange(10, 20, 2)).toEqual([1, 'ellipsis', 8, 9, 10, 11, 12, 'ellipsis', 20])
  })
})

describe('pageCountOf', () => {
  it.each([
    [0, 10, 1],
    [10, 10, 1],
    [11, 10, 2],
    [5, 0, 5],
  ])('%i rows, %i a page: %i pages', (total, size, pages) => {
    expect(pageCountOf(total, size)).toBe(pages)
  })
})
