import type { OPERATOR_ROLES } from '@lobby/domain'
import { OPERATOR_PERMISSIONS, operatorMay } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import { auditDiff, valueText } from './audit-diff.ts'
import { dayInstant, isActionFilter, isDayRange } from './audit-filters.ts'
import { screenOf, screensFor } from './console-screens.ts'
import { isMemberQuery, memberPath } from './members.ts'

/** The console's pure rules: which screens a role sees, the member search, the audit filters, the before/after table. */

describe('screensFor', () => {
  const permissionsOf = (role: (typeof OPERATOR_ROLES)[number]) =>
    OPERATOR_PERMISSIONS.filter((p) => operatorMay(role, p))

  it.each([
    [
      'owner',
      [
        'dashboard',
        'deposits',
        'withdrawals',
        'adjustments',
        'members',
        'agents',
        'content',
        'bulletins',
        'letters',
        'campaigns',
        'games',
        'settings',
        'operators',
        'audit',
      ],
    ],
    ['finance', ['dashboard', 'deposits', 'withdrawals', 'adjustments', 'members', 'agents', 'campaigns']],
    [
      'auditor',
      [
        'dashboard',
        'deposits',
        'withdrawals',
        'adjustments',
        'members',
        'agents',
        'content',
        'bulletins',
        'letters',
        'campaigns',
        'games',
        'settings',
        'operators',
        'audit',
      ],
    ],
    ['content', ['content', 'bulletins', 'letters', 'campaigns', 'games']],
    ['support', ['members', 'agents']],
  ] as const)('%s sees %j', (role, screens) => {
    expect(screensFor(permissionsOf(role)).map((s) => s.id)).toEqual(screens)
  })

  it.each([
    ['/members', 'members'],
    ['/members/lobby-demo/demo01', 'members'],
    ['/bulletins', 'bulletins'],
    ['/withdrawals', 'withdrawals'],
    ['/content/banners', 'content'],
    ['/contents', undefined],
    ['/membership', undefined],
    ['/', undefined],
    ['//evil.example/members', undefined],
  ])('%s belongs to %s', (path, screen) => {
    expect(screenOf(path)?.id).toBe(screen)
  })
})

describe('members', () => {
  it.each([
    ['de', true],
    ['  demo01  ', true],
    ['d', false],
    [' d ', false],
    ['', false],
    ['x'.repeat(64), true],
    ['x'.repeat(65), false],
  ])('%j is a search: %s', (query, ok) => {
    expect(isMemberQuery(query)).toBe(ok)
  })

  it('a member’s page is addressed by site and account, each escaped', () => {
    expect(memberPath('lobby-demo', 'demo01')).toBe('/members/lobby-demo/demo01')
    expect(memberPath('lobby-demo', 'a/b?c')).toBe('/members/lobby-demo/a%2Fb%3Fc')
  })
})

describe('audit filters', () => {
  it.each([
    ['', true],
    ['withdrawal', true],
    ['withdrawal.reject', true],
    ['  operator.login ', true],
    ['Withdrawal', false],
    ['withdrawal.', false],
    ['a.b.c', false],
    ['drop table', false],
  ])('action %j is a filter: %s', (action, ok) => {
    expect(isActionFilter(action)).toBe(ok)
  })

  it('turns a calendar day into the instants it starts and ends at', () => {
    const start = dayInstant('2026-11-20')!
    const end = dayInstant('2026-11-20', { end: true })!
    expect(Date.parse(end) - Date.parse(start)).toBe(24 * 60 * 60_000 - 1)
    expect(new Date(start).getDate()).toBe(20)
    expect(dayInstant('')).toBeUndefined()
    expect(dayInstant('20-11-2026')).toBeUndefined()
  })

  it('a range is in order unless its start is after its end', () => {
    expect(isDayRange('2026-11-01', '2026-11-02')).toBe(true)
    expect(isDayRange('2026-11-02', '')).toBe(true)
    expect(isDayRange('2026-11-03', '2026-11-02')).toBe(false)
  })
})

describe('auditDiff', () => {
  it('lists every field of both sides, marking what changed', () => {
    const rows = auditDiff(
      { status: 'pending', amount: 6000, reason: '' },
      { status: 'rejected', amount: 6000, reason: 'no', member_balance: 10000 },
    )
    expect(rows).toEqual([
      { field: 'status', before: 'pending', after: 'rejected', changed: true },
      { field: 'amount', before: '6000', after: '6000', changed: false },
      { field: 'reason', before: '', after: 'no', changed: true },
      { field: 'member_balance', before: undefined, after: '10000', changed: true },
    ])
  })

  it('reads a created or removed target as all changed', () => {
    expect(auditDiff(null, { locked_until: '2026-11-28T01:00:00.000Z' })).toEqual([
      { field: 'locked_until', before: undefined, after: '2026-11-28T01:00:00.000Z', changed: true },
    ])
    expect(valueText({ a: 1 })).toBe('{\n  "a": 1\n}')
    expect(valueText(null)).toBe('null')
  })
})
