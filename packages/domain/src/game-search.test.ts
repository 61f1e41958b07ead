import { describe, expect, it } from 'vitest'
import { filterGames, matchesGameSearch } from './game-search.ts'

describe('matchesGameSearch', () => {
  it.each([
    ['Fortune Gems', '', true],
    ['Fortune Gems', '   ', true],
    ['Fortune Gems', 'gems', true],
    ['Fortune Gems', '  GEMS ', true],
    ['Fortune Gems', 'tune g', true],
    ['Fortune Gems', 'gems 2', false],
    ['Fortune Gems', 'Fortune  Gems', false],
    ['', 'a', false],
  ])('%j with %j: %s', (name, search, expected) => {
    expect(matchesGameSearch(name, search)).toBe(expected)
  })
})

describe('filterGames', () => {
  const games = [
    { id: 'a', name: 'Fortune Gems' },
    { id: 'b', name: 'Golden Gems' },
    { id: 'c', name: 'Wild Riches' },
  ]

  it.each([
    ['no options: every game', undefined, ['a', 'b', 'c']],
    ['a search keeps the matching names', { search: 'gems' }, ['a', 'b']],
    ['ids keep only those games, in the list order', { ids: ['c', 'a'] }, ['a', 'c']],
    ['ids and a search both apply', { ids: ['b', 'c'], search: 'gems' }, ['b']],
    ['empty ids: no game', { ids: [] }, []],
    ['undefined ids: every game', { ids: undefined, search: '' }, ['a', 'b', 'c']],
    ['no match: no game', { search: 'zzz' }, []],
  ] as const)('%s', (_, options, expected) => {
    expect(filterGames(games, options).map((game) => game.id)).toEqual(expected)
  })
})
