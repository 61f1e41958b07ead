import { describe, expect, it } from 'vitest'
import { groupFaqEntries, matchesFaqQuery, promotionsInCategory } from './content-pages.ts'

describe('promotionsInCategory', () => {
  const promotions = [
    { id: 1, categoryId: 1 },
    { id: 2, categoryId: 2 },
    { id: 3, categoryId: null },
  ]
  it.each([
    { category: 'all' as const, ids: [1, 2, 3] },
    { category: 1, ids: [1, 3] },
    { category: 2, ids: [2, 3] },
    { category: 9, ids: [3] },
  ])('tab $category shows $ids (no category: under every tab)', ({ category, ids }) => {
    expect(promotionsInCategory(promotions, category).map((p) => p.id)).toEqual(ids)
  })
})

describe('matchesFaqQuery', () => {
  it.each([
    { title: 'How do I deposit?', query: '', matches: true },
    { title: 'How do I deposit?', query: '   ', matches: true },
    { title: 'How do I deposit?', query: 'DEPOSIT', matches: true },
    { title: 'How do I deposit?', query: '  deposit ', matches: true },
    { title: 'How do I deposit?', query: 'withdraw', matches: false },
    { title: 'Nạp tiền thế nào?', query: 'NẠP', matches: true },
  ])('$title ~ "$query": $matches', ({ title, query, matches }) => {
    expect(matchesFaqQuery(title, query)).toBe(matches)
  })
})

describe('groupFaqEntries', () => {
  const entries = [
    { id: 1, group: 'a', groupTitle: 'Account', title: 'Change my password' },
    { id: 2, group: 'b', groupTitle: 'Banking', title: 'Deposit limits' },
    { id: 3, group: 'a', groupTitle: 'Account', title: 'Close my account' },
    { id: 4, group: 'b', groupTitle: 'Banking', title: 'Withdrawal times' },
  ]
  it.each([
    {
      query: '',
      groups: [
        ['a', [1, 3]],
        ['b', [2, 4]],
      ],
    },
    { query: 'my', groups: [['a', [1, 3]]] },
    { query: 'with', groups: [['b', [4]]] },
    { query: 'nothing like it', groups: [] },
  ])('"$query" keeps $groups, groups in the order they first appear', ({ query, groups }) => {
    expect(groupFaqEntries(entries, query).map((g) => [g.key, g.entries.map((e) => e.id)])).toEqual(groups)
  })
  it('takes the group heading from its first question', () => {
    expect(groupFaqEntries(entries).map((g) => g.title)).toEqual(['Account', 'Banking'])
  })
})
