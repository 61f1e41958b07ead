import { describe, expect, it } from 'vitest'
import {
  AGENT_REASON_MAX,
  agentApplyErrors,
  agentTransferCheck,
  reportPresetRange,
  type ReportRangePreset,
} from '../src/agent-forms.ts'

describe('the agent transfer form', () => {
  const base = { memberChosen: true, amount: '125', password: '1357', currency: 'USD', balance: 50_000 }

  it.each([
    ['a member, an amount within the balance, 4 digits', {}, { ok: true, amount: 12_500 }],
    ['the whole balance', { amount: '500.00' }, { ok: true, amount: 50_000 }],
    ['an unknown balance is not checked', { amount: '9999', balance: null }, { ok: true, amount: 999_900 }],
    ['no member', { memberChosen: false }, { ok: false, errors: { member_id: 'required' } }],
    ['no amount', { amount: '  ' }, { ok: false, errors: { amount: 'empty' } }],
    ['not a number', { amount: '12a' }, { ok: false, errors: { amount: 'format' } }],
    ['more digits than the currency has', { amount: '1.005' }, { ok: false, errors: { amount: 'digits' } }],
    ['zero', { amount: '0' }, { ok: false, errors: { amount: 'min' } }],
    ['above the balance', { amount: '500.01' }, { ok: false, errors: { amount: 'balance' } }],
    ['a 3-digit password', { password: '135' }, { ok: false, errors: { withdraw_password: 'format' } }],
    ['letters in the password', { password: '13a7' }, { ok: false, errors: { withdraw_password: 'format' } }],
    [
      'everything wrong at once',
      { memberChosen: false, amount: '', password: '' },
      { ok: false, errors: { member_id: 'required', amount: 'empty', withdraw_password: 'format' } },
    ],
  ] as const)('%s', (_, change, expected) => {
    expect(agentTransferCheck({ ...base, ...change })).toEqual(expected)
  })
})

describe('the report range presets', () => {
  it.each<[ReportRangePreset, string, string, string]>([
    ['today', '2026-11-27', '2026-11-27', '2026-11-27'],
    ['yesterday', '2026-11-27', '2026-11-26', '2026-11-26'],
    ['yesterday', '2026-03-01', '2026-02-28', '2026-02-28'],
    ['last_7_days', '2026-11-27', '2026-11-21', '2026-11-27'],
    ['last_7_days', '2026-01-03', '2025-12-28', '2026-01-03'],
    ['this_month', '2026-11-27', '2026-11-01', '2026-11-27'],
    ['this_month', '2026-11-01', '2026-11-01', '2026-11-01'],
  ])('%s seen from %s is %s to %s', (preset, today, start_date, end_date) => {
    expect(reportPresetRange(preset, today)).toEqual({ start_date, end_date })
  })
})

describe('the agent application form', () => {
  it.each([
    ['an empty reason, agreed', '', true, {}],
    ['a reason of the most characters, agreed', 'x'.repeat(AGENT_REASON_MAX), true, {}],
    ['one character too many', 'x'.repeat(AGENT_REASON_MAX + 1), true, { reason: 'too_long' }],
    ['not agreed', 'I run a club', false, { agree: 'required' }],
    ['both', 'x'.repeat(AGENT_REASON_MAX + 1), false, { reason: 'too_long', agree: 'required' }],
  ] as const)('%s', (_, reason, agreed, expected) => {
    expect(agentApplyErrors({ reason, agreed })).toEqual(expected)
  })
})
