import { describe, expect, it } from 'vitest'
import {
  MEMBER_CENTRE_MENU,
  amountError,
  bankAccountErrors,
  maskAccountNumber,
  menuPath,
  menuPlace,
  parseAmount,
  recentRange,
  siteDate,
  siteDayRange,
  statusTone,
  transactionTypeOf,
  visibleMenu,
} from '../src/member-centre.ts'

describe('member-centre menu', () => {
  const all = visibleMenu(MEMBER_CENTRE_MENU, { variant: null, recommendProgramme: true })

  it('keeps every key of spec section 2 by default', () => {
    expect(all.map((i) => i.key)).toEqual([
      'Info',
      'MyWallet',
      'InfoCenter',
      'Fund',
      'TransactionRecord',
      'RecommendAward',
      'BindAccount',
      'ResponsibleGaming',
    ])
    expect(all.find((i) => i.key === 'RecommendAward')?.children?.map((c) => c.key)).toEqual([
      'RecommendProject',
      'RecommendRecord',
      'RecommendMemberSearch',
    ])
  })

  it('rb16 hides Deposit, Withdrawal, BindAccount and DWRecord (and an emptied group)', () => {
    const rb16 = visibleMenu(MEMBER_CENTRE_MENU, { variant: 'rb16', recommendProgramme: true })
    const keys = rb16.flatMap((i) => [i.key, ...(i.children ?? []).map((c) => c.key)])
    for (const hidden of ['Deposit', 'Withdrawal', 'BindAccount', 'DWRecord', 'Fund'])
      expect(keys).not.toContain(hidden)
    expect(keys).toContain('Transaction')
  })

  it('shows RecommendAward only with the recommend programme (is_friend 1)', () => {
    const off = visibleMenu(MEMBER_CENTRE_MENU, { variant: null, recommendProgramme: false })
    expect(off.map((i) => i.key)).not.toContain('RecommendAward')
  })

  it.each([
    [[], { group: 'Info', page: 'Info' }],
    [['Deposit'], { group: 'Fund', page: 'Deposit' }],
    [['Fund', 'Withdrawal'], { group: 'Fund', page: 'Withdrawal' }],
    [['Fund'], { group: 'Fund', page: 'Deposit' }],
    [['BindAccount'], { group: 'BindAccount', page: 'BindAccount' }],
    [['Info', 'x'], undefined],
    [['Nope'], undefined],
  ])('%j is %j', (segments, place) => {
    expect(menuPlace(all, segments)).toEqual(place)
  })

  it('a page rb16 hides has no place, and paths round-trip', () => {
    const rb16 = visibleMenu(MEMBER_CENTRE_MENU, { variant: 'rb16', recommendProgramme: false })
    expect(menuPlace(rb16, ['Deposit'])).toBeUndefined()
    expect(menuPath({ group: 'Fund', page: 'Deposit' })).toBe('/user/Fund/Deposit')
    expect(menuPath({ group: 'Info', page: 'Info' })).toBe('/user/Info')
  })
})

describe('parseAmount', () => {
  it.each([
    ['100', 'USD', { ok: true, minor: 10000 }],
    ['1,234.5', 'USD', { ok: true, minor: 123450 }],
    ['0.01', 'USD', { ok: true, minor: 1 }],
    ['12.345', 'USD', { ok: false, error: 'digits' }],
    ['1500000', 'VND', { ok: true, minor: 1500000 }],
    ['1.5', 'VND', { ok: false, error: 'digits' }],
    ['', 'USD', { ok: false, error: 'empty' }],
    ['-5', 'USD', { ok: false, error: 'format' }],
    ['1e3', 'USD', { ok: false, error: 'format' }],
    ['0x10', 'USD', { ok: false, error: 'format' }],
  ])('%s %s', (text, currency, expected) => {
    expect(parseAmount(text, currency)).toEqual(expected)
  })

  it('judges limits and the balance', () => {
    const limits = { min: 1000, max: 5000, balance: 3000 }
    expect(amountError(parseAmount('9.99', 'USD'), limits)).toBe('min')
    expect(amountError(parseAmount('0', 'USD'), { min: 0, max: 10 })).toBe('min')
    expect(amountError(parseAmount('50.01', 'USD'), limits)).toBe('max')
    expect(amountError(parseAmount('30.01', 'USD'), limits)).toBe('balance')
    expect(amountError(parseAmount('30', 'USD'), limits)).toBeUndefined()
    expect(amountError(parseAmount('x', 'USD'), limits)).toBe('format')
  })
})

describe('bank accounts', () => {
  const ok = { bank_code: 'JPM', account_name: 'Nguyễn Văn A', account_number: '1234 5678 90', branch: '' }
  it('accepts names in any script and numbers with spaces', () => {
    expect(bankAccountErrors(ok)).toEqual({})
    expect(bankAccountErrors({ ...ok, account_name: '王小明' })).toEqual({})
  })
  it.each([
    [{ bank_code: '' }, 'bank_code'],
    [{ account_name: 'A' }, 'account_name'],
    [{ account_name: 'Ada  Lovelace' }, 'account_name'],
    [{ account_name: 'Ada1' }, 'account_name'],
    [{ account_number: '12345' }, 'account_number'],
    [{ account_number: '1'.repeat(21) }, 'account_number'],
    [{ account_number: '12345a' }, 'account_number'],
    [{ branch: 'b'.repeat(101) }, 'branch'],
  ])('%j breaks %s', (change, field) => {
    expect(Object.keys(bankAccountErrors({ ...ok, ...change }))).toEqual([field])
  })
  it('masks all but the last four digits', () => {
    expect(maskAccountNumber('1234567890')).toBe('******7890')
    expect(maskAccountNumber('123456')).toBe('****3456')
  })
})

describe('site day ranges (America/Caracas, UTC-4)', () => {
  it('bounds the days in UTC', () => {
    expect(siteDayRange('2026-11-01', '2026-11-02')).toEqual({
      ok: true,
      from: '2026-11-01T04:00:00.000Z',
      to: '2026-11-03T04:00:00.000Z',
    })
  })
  it('names the bad field', () => {
    expect(siteDayRange('2026-02-30', '2026-03-01')).toEqual({ ok: false, field: 'start_date' })
    expect(siteDayRange('2026-03-02', '2026-03-01')).toEqual({ ok: false, field: 'end_date' })
    expect(siteDayRange('2026-01-01', '2026-03-31')).toEqual({
      ok: true,
      from: expect.any(String),
      to: expect.any(String),
    })
    expect(siteDayRange('2026-01-01', '2026-04-01')).toEqual({ ok: false, field: 'end_date' })
  })
  it('the site day of 02:00 UTC is the day before', () => {
    expect(siteDate(Date.parse('2026-11-23T02:00:00Z'))).toBe('2026-11-22')
    expect(recentRange(Date.parse('2026-11-23T12:00:00Z'))).toEqual({
      start_date: '2026-11-17',
      end_date: '2026-11-23',
    })
  })
})

describe('records', () => {
  it.each([
    ['withdraw_return', 'withdrawal'],
    ['transfer_out', 'transfer'],
    ['agent_in', 'transfer'],
    ['roulette', 'bonus'],
    ['refund', 'payout'],
    ['opening', 'adjustment'],
    ['something-new', 'adjustment'],
  ])('%s is listed as %s', (kind, type) => {
    expect(transactionTypeOf(kind)).toBe(type)
  })
  it('tones', () => {
    expect(statusTone('pending')).toBe('pending')
    expect(statusTone('approved')).toBe('success')
    expect(statusTone('rejected')).toBe('failure')
    expect(statusTone('cancelled')).toBe('neutral')
  })
})
