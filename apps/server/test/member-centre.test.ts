import {
  BANK_ACCOUNT_CODE,
  FUND_CODE,
  WITHDRAW_PASSWORD_CODE,
  bankAccountDestroy,
  bankAccountList,
  bankAccountStore,
  depositChannels,
  depositStore,
  dwRecordList,
  profileEdit,
  profilePhoneSms,
  SMS_CODE_MAX_WRONG,
  transactionList,
  walletTransfer,
  withdrawCancel,
  withdrawInfo,
  withdrawPasswordSet,
  withdrawStore,
  type BankAccount,
  type DepositChannel,
  type DwRecord,
  type Transaction,
} from '@lobby/api/contract'
import { BANK_ACCOUNT_MAX, siteDate, unitsOf } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { LobbyServer } from '../src/index.ts'
import { withdrawLimits } from '../src/member-centre/limits.ts'
import { editProfile } from '../src/member-centre/profile.ts'
import { findMember } from '../src/members/store.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, balances, mainBalance } from '../src/wallet/ledger.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The member centre over its real routes: bank accounts, deposit orders paid
 * on the house cashier, withdrawals held until the operator decides, the
 * records, profile edits and wallet transfers. Every test ends with the
 * ledger equal to the balances; refusals are shown to write nothing.
 */

let server: LobbyServer
let accounts = 0
const api = (path: string) => `/api${path}`
const today = () => siteDate(Date.now())
const usd = (dollars: number) => unitsOf('USD', dollars)

beforeAll(async () => {
  server = await startServer()
})
afterEach(async () => {
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  await server.close()
})

async function player(cash = 0): Promise<Player> {
  return newPlayer(server, `mc${++accounts}user`, cash)
}

function call<T = unknown>(p: Player, path: string, body: unknown = {}) {
  return send<T>(server, api(path), body, { token: p.token })
}

/** Binds an account; binding asks for the withdraw password, so `setWithdrawPassword` first. */
async function bind(p: Player, number = '1234567890', pin = '2468'): Promise<BankAccount> {
  const res = await call<BankAccount>(p, bankAccountStore.path, {
    bank_code: 'JPM',
    account_name: 'Ada Lovelace',
    account_number: number,
    withdraw_password: pin,
  })
  expect(res.code).toBe('100')
  return res.data
}

async function setWithdrawPassword(p: Player, pin = '2468') {
  const res = await call(p, withdrawPasswordSet.path, {
    password: DEMO_MEMBER_PASSWORD,
    withdraw_password: pin,
    check_withdraw_password: pin,
  })
  expect(res.code).toBe('100')
}

/** A member ready to withdraw: money, a bound account and a withdraw password. */
async function withdrawer(cash: number) {
  const p = await player(cash)
  await setWithdrawPassword(p)
  const account = await bind(p)
  return { p, account }
}

const cashierPost = (path: string, form: Record<string, string>) =>
  server.app.inject({
    method: 'POST',
    url: path.split('?')[0] ?? path,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams(form).toString(),
  })

const tokenOf = (payUrl: string) => new URL(payUrl, 'http://x').searchParams.get('token') ?? ''

describe('member calls need a live token', () => {
  it('answers 401 before reading the body', async () => {
    for (const endpoint of [bankAccountList, depositStore, withdrawStore, transactionList, walletTransfer]) {
      const res = await send(server, api(endpoint.path), { nonsense: true })
      expect(res.status, endpoint.path).toBe(401)
    }
  })
})

describe('bank accounts', () => {
  it('binds with the form rules, masks the number, refuses duplicates and more than the maximum', async () => {
    const p = await player()
    await setWithdrawPassword(p)
    const before = await rowCounts(server.db)
    const short = await call(p, bankAccountStore.path, {
      bank_code: 'JPM',
      account_name: 'Ada',
      account_number: '12345',
      withdraw_password: '2468',
    })
    expect(short.status).toBe(400)
    expect(short.data).toEqual({ field: 'account_number' })
    const bank = await call(p, bankAccountStore.path, {
      bank_code: 'ICBC',
      account_name: 'Ada',
      account_number: '123456',
      withdraw_password: '2468',
    })
    expect(bank.status).toBe(400)
    expect(bank.data).toEqual({ field: 'bank_code' })
    const name = await call(p, bankAccountStore.path, {
      bank_code: 'JPM',
      account_name: 'A1',
      account_number: '123456',
      withdraw_password: '2468',
    })
    expect(name.data).toEqual({ field: 'account_name' })
    expect(await rowCounts(server.db)).toEqual(before)

    const first = await bind(p, '1234 5678-9012')
    expect(first.account_number).toBe('********9012')
    expect(first.bank_name).toBe('JPMorgan Chase')
    const again = await call(p, bankAccountStore.path, {
      bank_code: 'BOFA',
      account_name: 'Ada',
      account_number: '123456789012',
      withdraw_password: '2468',
    })
    expect(again.code).toBe(BANK_ACCOUNT_CODE.duplicate)
    for (let i = 1; i < BANK_ACCOUNT_MAX; i++) await bind(p, `99900000${i}`)
    const tooMany = await call(p, bankAccountStore.path, {
      bank_code: 'JPM',
      account_name: 'Ada',
      account_number: '5555555555',
      withdraw_password: '2468',
    })
    expect(tooMany.code).toBe(BANK_ACCOUNT_CODE.tooMany)
    const list = await call<{ accounts: BankAccount[]; banks: unknown[]; max: number }>(p, bankAccountList.path)
    expect(list.data.accounts).toHaveLength(BANK_ACCOUNT_MAX)
    expect(list.data.max).toBe(BANK_ACCOUNT_MAX)
    expect(JSON.stringify(list.data)).not.toContain('123456789012')

    const other = await player()
    expect((await call(other, bankAccountDestroy.path, { id: first.id })).code).toBe(BANK_ACCOUNT_CODE.notFound)
    expect((await call(p, bankAccountDestroy.path, { id: first.id })).code).toBe('100')
    expect((await call(p, bankAccountDestroy.path, { id: first.id })).code).toBe(BANK_ACCOUNT_CODE.notFound)
  })
})

describe('deposits', () => {
  async function channel(p: Player): Promise<DepositChannel> {
    const res = await call<{ channels: DepositChannel[] }>(p, depositChannels.path)
    expect(res.data.channels.map((c) => c.kind)).toEqual(['bank', 'online', 'ewallet'])
    return res.data.channels[0] as DepositChannel
  }

  it('opens a pending order that the cashier pays once, crediting through the ledger', async () => {
    const p = await player()
    const ch = await channel(p)
    const before = await rowCounts(server.db)
    const low = await call(p, depositStore.path, { channel_id: ch.id, amount: ch.min_amount - 1 })
    expect(low.status).toBe(400)
    expect(low.data).toEqual({ field: 'amount' })
    const unknown = await call(p, depositStore.path, { channel_id: 999_999, amount: ch.min_amount })
    expect(unknown.code).toBe(FUND_CODE.notFound)
    expect(await rowCounts(server.db)).toEqual(before)

    const opened = await call<{ order_number: string; pay_url: string; amount: number }>(p, depositStore.path, {
      channel_id: ch.id,
      amount: usd(150),
    })
    expect(opened.code).toBe('100')
    expect(await mainBalance(server.db, p.id)).toBe(0)
    const page = await server.app.inject({ method: 'GET', url: opened.data.pay_url })
    expect(page.statusCode).toBe(200)
    expect(page.headers['content-security-policy']).toContain("form-action 'self'")
    expect(page.body).toContain(opened.data.order_number)
    expect(page.body).toContain('USD 150.00')

    const wrong = await cashierPost(opened.data.pay_url, { token: 'forged', action: 'pay' })
    expect(wrong.statusCode).toBe(404)
    // The payer double-clicks: both submits arrive together, one credit.
    const token = tokenOf(opened.data.pay_url)
    const paid = await Promise.all([
      cashierPost(opened.data.pay_url, { token, action: 'pay' }),
      cashierPost(opened.data.pay_url, { token, action: 'pay' }),
    ])
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200])
    expect(paid.every((r) => r.body.includes('Payment received'))).toBe(true)
    expect(await mainBalance(server.db, p.id)).toBe(usd(150))
    const ledger = await server.db.selectFrom('ledger_entries').selectAll().where('member_id', '=', p.id).execute()
    expect(ledger.map((r) => [r.kind, Number(r.amount)])).toEqual([['deposit', usd(150)]])

    const records = await call<{ list: DwRecord[]; total_count: number }>(p, dwRecordList.path, {
      kind: 'deposit',
      start_date: today(),
      end_date: today(),
    })
    expect(records.data.total_count).toBe(1)
    expect(records.data.list[0]).toMatchObject({ status: 'completed', amount: usd(150), detail: ch.name })
  })

  it('a cancelled or expired order is never credited', async () => {
    const p = await player()
    const ch = await channel(p)
    const a = await call<{ pay_url: string; order_number: string }>(p, depositStore.path, {
      channel_id: ch.id,
      amount: usd(20),
    })
    const tokenA = tokenOf(a.data.pay_url)
    const cancelled = await cashierPost(a.data.pay_url, { token: tokenA, action: 'cancel' })
    expect(cancelled.body).toContain('Payment cancelled')
    const late = await cashierPost(a.data.pay_url, { token: tokenA, action: 'pay' })
    expect(late.body).toContain('Payment cancelled')

    const b = await call<{ pay_url: string; order_number: string }>(p, depositStore.path, {
      channel_id: ch.id,
      amount: usd(20),
    })
    await server.db
      .updateTable('deposits')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_number', '=', b.data.order_number)
      .execute()
    const expired = await cashierPost(b.data.pay_url, { token: tokenOf(b.data.pay_url), action: 'pay' })
    expect(expired.body).toContain('expired')
    expect(await mainBalance(server.db, p.id)).toBe(0)
    const statuses = await call<{ list: DwRecord[] }>(p, dwRecordList.path, {
      kind: 'deposit',
      start_date: today(),
      end_date: today(),
    })
    expect(statuses.data.list.map((r) => r.status).sort()).toEqual(['cancelled', 'expired'])
  })

  it('needs a verified bank account when the member is flagged, until the operator verifies one', async () => {
    const p = await player()
    await send(server, '/api/dev/members/update', { account: p.account, need_bank_account_deposit_verified: 1 })
    const ch = await channel(p)
    const listed = await call<{ need_bank_account_deposit_verified: number }>(p, depositChannels.path)
    expect(listed.data.need_bank_account_deposit_verified).toBe(1)
    expect((await call(p, depositStore.path, { channel_id: ch.id, amount: usd(20) })).code).toBe(
      FUND_CODE.bankVerificationNeeded,
    )
    await setWithdrawPassword(p)
    await bind(p)
    expect((await call(p, depositStore.path, { channel_id: ch.id, amount: usd(20) })).code).toBe(
      FUND_CODE.bankVerificationNeeded,
    )
    const verified = await send(server, '/api/dev/bank-accounts/verify', { member_account: p.account })
    expect(verified.data).toEqual({ verified: 1 })
    expect((await call(p, depositStore.path, { channel_id: ch.id, amount: usd(20) })).code).toBe('100')
    const layout = await call<{ need_bank_account_deposit_verified: number }>(p, '/member/profile/common/layout')
    expect(layout.data.need_bank_account_deposit_verified).toBe(0)
  })
})

describe('withdrawals', () => {
  it('needs a withdraw password, set behind the login password and changed behind the old one', async () => {
    const p = await player(usd(100))
    // Unset is answered before the account is looked at (binding one needs the password too).
    const unset = await call(p, withdrawStore.path, {
      amount: usd(20),
      bank_account_id: 999_999,
      withdraw_password: '1111',
    })
    expect(unset.code).toBe(FUND_CODE.withdrawPasswordUnset)
    const missing = await call(p, withdrawPasswordSet.path, {
      withdraw_password: '1111',
      check_withdraw_password: '1111',
    })
    expect(missing.data).toEqual({ field: 'password' })
    const mismatch = await call(p, withdrawPasswordSet.path, {
      password: DEMO_MEMBER_PASSWORD,
      withdraw_password: '1111',
      check_withdraw_password: '1112',
    })
    expect(mismatch.data).toEqual({ field: 'check_withdraw_password' })
    const wrong = await call(p, withdrawPasswordSet.path, {
      password: 'not-it-1',
      withdraw_password: '1111',
      check_withdraw_password: '1111',
    })
    expect(wrong.code).toBe(WITHDRAW_PASSWORD_CODE.passwordWrong)
    await setWithdrawPassword(p, '1111')
    const oldWrong = await call(p, withdrawPasswordSet.path, {
      old_withdraw_password: '0000',
      withdraw_password: '2222',
      check_withdraw_password: '2222',
    })
    expect(oldWrong.code).toBe(WITHDRAW_PASSWORD_CODE.oldWrong)
    const changed = await call(p, withdrawPasswordSet.path, {
      old_withdraw_password: '1111',
      withdraw_password: '2222',
      check_withdraw_password: '2222',
    })
    expect(changed.code).toBe('100')
    const account = await bind(p, '1234567890', '2222')
    const badPin = await call(p, withdrawStore.path, {
      amount: usd(20),
      bank_account_id: account.id,
      withdraw_password: '1111',
    })
    expect(badPin.code).toBe(FUND_CODE.withdrawPasswordWrong)
    expect(await mainBalance(server.db, p.id)).toBe(usd(100))
  })

  it('holds the money while pending; a rejection returns it once, an approval keeps it out', async () => {
    const { p, account } = await withdrawer(usd(100))
    const limits = withdrawLimits('USD')
    const before = await rowCounts(server.db)
    const low = await call(p, withdrawStore.path, {
      amount: limits.min_amount - 1,
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    expect(low.data).toEqual({ field: 'amount' })
    const much = await call(p, withdrawStore.path, {
      amount: usd(101),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    expect(much.code).toBe(FUND_CODE.insufficient)
    expect(await rowCounts(server.db)).toEqual(before)

    const asked = await call<{ record: DwRecord; balance: number }>(p, withdrawStore.path, {
      amount: usd(60),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    expect(asked.code).toBe('100')
    expect(asked.data.balance).toBe(usd(40))
    expect(asked.data.record).toMatchObject({ status: 'pending', amount: usd(60), detail: 'JPMorgan Chase ******7890' })
    const second = await call(p, withdrawStore.path, {
      amount: usd(10),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    expect(second.code).toBe(FUND_CODE.pendingExists)
    expect((await call(p, bankAccountDestroy.path, { id: account.id })).code).toBe(BANK_ACCOUNT_CODE.inUse)
    const info = await call<{ pending: DwRecord | null; balance: number; today_count: number }>(p, withdrawInfo.path)
    expect(info.data.pending?.order_number).toBe(asked.data.record.order_number)
    expect(info.data.balance).toBe(usd(40))
    expect(info.data.today_count).toBe(1)

    // The operator's two clicks land together: one rejection, one return.
    const decide = () =>
      send(server, '/api/dev/withdrawals/decide', {
        order_number: asked.data.record.order_number,
        decision: 'reject',
        reason: 'name mismatch',
      })
    const decisions = await Promise.all([decide(), decide()])
    expect(decisions.map((d) => d.status).sort()).toEqual([200, 409])
    expect(await mainBalance(server.db, p.id)).toBe(usd(100))
    const records = await call<{ list: DwRecord[] }>(p, dwRecordList.path, {
      kind: 'withdrawal',
      start_date: today(),
      end_date: today(),
    })
    expect(records.data.list[0]).toMatchObject({ status: 'rejected', reason: 'name mismatch' })

    const again = await call<{ record: DwRecord }>(p, withdrawStore.path, {
      amount: usd(30),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    const approved = await send(server, '/api/dev/withdrawals/decide', {
      order_number: again.data.record.order_number,
      decision: 'approve',
    })
    expect(approved.code).toBe('100')
    expect(await mainBalance(server.db, p.id)).toBe(usd(70))
    const cancelLate = await call(p, withdrawCancel.path, { order_number: again.data.record.order_number })
    expect(cancelLate.code).toBe(FUND_CODE.notPending)
    expect(await mainBalance(server.db, p.id)).toBe(usd(70))
  })

  it('the member cancels a pending withdrawal and gets the money back; another member cannot', async () => {
    const { p, account } = await withdrawer(usd(50))
    const asked = await call<{ record: DwRecord }>(p, withdrawStore.path, {
      amount: usd(50),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    const stranger = await player()
    expect((await call(stranger, withdrawCancel.path, { order_number: asked.data.record.order_number })).code).toBe(
      FUND_CODE.notPending,
    )
    const cancelled = await call<{ record: DwRecord; balance: number }>(p, withdrawCancel.path, {
      order_number: asked.data.record.order_number,
    })
    expect(cancelled.data).toMatchObject({ balance: usd(50), record: { status: 'cancelled' } })
  })

  it('twenty requests at once hold the money once', async () => {
    const { p, account } = await withdrawer(usd(100))
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        call(p, withdrawStore.path, { amount: usd(80), bank_account_id: account.id, withdraw_password: '2468' }),
      ),
    )
    expect(answers.filter((a) => a.code === '100')).toHaveLength(1)
    expect(answers.filter((a) => a.code !== '100').every((a) => a.code === FUND_CODE.pendingExists)).toBe(true)
    expect(await mainBalance(server.db, p.id)).toBe(usd(20))
  })

  it('stops at the daily count', async () => {
    const { p, account } = await withdrawer(usd(1000))
    const { daily_count_max } = withdrawLimits('USD')
    for (let i = 0; i < daily_count_max; i++) {
      const asked = await call<{ record: DwRecord }>(p, withdrawStore.path, {
        amount: usd(10),
        bank_account_id: account.id,
        withdraw_password: '2468',
      })
      expect(asked.code).toBe('100')
      await send(server, '/api/dev/withdrawals/decide', {
        order_number: asked.data.record.order_number,
        decision: 'approve',
      })
    }
    const over = await call(p, withdrawStore.path, {
      amount: usd(10),
      bank_account_id: account.id,
      withdraw_password: '2468',
    })
    expect(over.code).toBe(FUND_CODE.dailyLimit)
  })
})

describe('transaction record', () => {
  it('lists the ledger by type and day, pages without overlap and sums', async () => {
    const { p, account } = await withdrawer(0)
    for (const amount of [10, 20, 30]) {
      await send(server, '/api/dev/deposits', { member_account: p.account, amount: usd(amount) })
    }
    await call(p, withdrawStore.path, { amount: usd(15), bank_account_id: account.id, withdraw_password: '2468' })
    const range = { start_date: today(), end_date: today() }
    const all = await call<{ list: Transaction[]; total_count: number; sum: number }>(p, transactionList.path, range)
    expect(all.data.total_count).toBe(4)
    expect(all.data.sum).toBe(await mainBalance(server.db, p.id))
    expect(all.data.list[0]).toMatchObject({ type: 'withdrawal', kind: 'withdrawal', amount: -usd(15), wallet: 'main' })

    const deposits = await call<{ list: Transaction[]; total_count: number }>(p, transactionList.path, {
      ...range,
      type: 'deposit',
      sort_field: 'amount',
      sort_order: 'asc',
    })
    expect(deposits.data.list.map((t) => t.amount)).toEqual([usd(10), usd(20), usd(30)])
    const page1 = await call<{ list: Transaction[] }>(p, transactionList.path, { ...range, count: 3, page: 1 })
    const page2 = await call<{ list: Transaction[] }>(p, transactionList.path, { ...range, count: 3, page: 2 })
    const ids = [...page1.data.list, ...page2.data.list].map((t) => t.id)
    expect(new Set(ids).size).toBe(4)

    const backwards = await call(p, transactionList.path, { start_date: today(), end_date: '2020-01-01' })
    expect(backwards.data).toEqual({ field: 'end_date' })
    const tooLong = await call(p, transactionList.path, { start_date: '2020-01-01', end_date: '2020-06-01' })
    expect(tooLong.data).toEqual({ field: 'end_date' })
    const notADay = await call(p, transactionList.path, { start_date: '2020-02-30', end_date: '2020-03-01' })
    expect(notADay.data).toEqual({ field: 'start_date' })
    const stranger = await player()
    const none = await call<{ total_count: number }>(stranger, transactionList.path, range)
    expect(none.data.total_count).toBe(0)
  })
})

describe('profile edit', () => {
  it('changes only fields the member centre shows, with the registration checks and locks', async () => {
    const p = await player()
    const before = await rowCounts(server.db)
    const hidden = await call(p, profileEdit.path, { member_qq: 'qq12345' })
    expect(hidden.data).toEqual({ field: 'member_qq' })
    const badEmail = await call(p, profileEdit.path, { member_email: 'not-an-email' })
    expect(badEmail.code).toBe('206')
    expect(await rowCounts(server.db)).toEqual(before)

    const named = await call<{ member_name: string; member_email: string }>(p, profileEdit.path, {
      member_name: 'Ada Lovelace',
      member_email: 'ada@example.com',
    })
    expect(named.code).toBe('100')
    expect(named.data).toMatchObject({ member_name: 'Ada Lovelace', member_email: 'ada@example.com' })
    const renamed = await call(p, profileEdit.path, { member_name: 'Someone Else' })
    expect(renamed.data).toEqual({ field: 'member_name' })
    const email = await call<{ member_email: string }>(p, profileEdit.path, { member_email: 'ada2@example.com' })
    expect(email.data.member_email).toBe('ada2@example.com')

    const other = await player()
    const taken = await call(other, profileEdit.path, { member_email: 'ADA2@example.com' })
    expect(taken.code).not.toBe('100')
  })
})

describe('a field the registration form hides but the member centre edits', () => {
  it('still gets the registration form’s rules (an email that is none is refused with its code, nothing written)', async () => {
    const where = { site: 'lobby-demo', currency: 'USD', name: 'member_email' }
    const setting = () =>
      server.db
        .updateTable('register_settings')
        .where('site_id', '=', where.site)
        .where('currency', '=', where.currency)
        .where('name', '=', where.name)
    const was = await server.db
      .selectFrom('register_settings')
      .select(['is_display', 'is_member_center'])
      .where('site_id', '=', where.site)
      .where('currency', '=', where.currency)
      .where('name', '=', where.name)
      .executeTakeFirstOrThrow()
    await setting().set({ is_display: 0, is_member_center: 1 }).execute()
    try {
      const p = await player()
      const before = await rowCounts(server.db)
      // Registration's own refusal of it (206, its code at /register/verification).
      const res = await call(p, profileEdit.path, { member_email: 'not an email' })
      expect(res).toMatchObject({ status: 200, code: '206' })
      expect(await rowCounts(server.db)).toEqual(before)
      const email = await server.db
        .selectFrom('members')
        .select('member_email')
        .where('id', '=', p.id)
        .executeTakeFirst()
      expect(email?.member_email ?? '').not.toBe('not an email')
      expect((await call(p, profileEdit.path, { member_email: `${p.account}@example.com` })).code).toBe('100')
    } finally {
      await setting().set(was).execute()
    }
  })
})

describe('a birthday set in the member centre: at least 18 on the site’s day, as at registration (issue 25)', () => {
  /** USD shows the birthday at registration; these tests also let the member centre edit it, then put it back. */
  const birthdaySetting = (set: { is_display?: 0 | 1; is_member_center?: 0 | 1 }) =>
    server.db
      .updateTable('register_settings')
      .set(set)
      .where('site_id', '=', 'lobby-demo')
      .where('currency', '=', 'USD')
      .where('name', '=', 'member_birthday')
      .execute()
  beforeAll(async () => {
    await birthdaySetting({ is_member_center: 1 })
  })
  afterAll(async () => {
    await birthdaySetting({ is_display: 1, is_member_center: 0 })
  })

  const profileRow = (p: Player) =>
    server.db
      .selectFrom('members')
      .select(['member_birthday', 'member_email', 'member_name'])
      .where('id', '=', p.id)
      .executeTakeFirstOrThrow()
  /** Today on the site's clock, `years` earlier: 17 years ago stays under 18 even if the site's day turns meanwhile. */
  const yearsAgo = (years: number) => {
    const [year = '', month = '', day = ''] = today().split('-')
    return `${Number(year) - years}-${month}-${day === '29' && month === '02' ? '28' : day}`
  }

  it('refuses an age under 18 with registration’s 400 naming member_birthday; nothing written, the other fields neither', async () => {
    const p = await player()
    const before = await rowCounts(server.db)
    const row = await profileRow(p)
    const res = await call(p, profileEdit.path, {
      member_email: `mc-age-${p.id}@example.com`,
      member_birthday: yearsAgo(17),
    })
    expect(res).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
    expect(res.message).toBe('member_birthday: you must be at least 18 years old')
    const zh = await send(
      server,
      api(profileEdit.path),
      { member_name: 'Ada Lovelace', member_birthday: '2020-01-01' },
      { token: p.token, headers: { lang: 'zh_CN' } },
    )
    expect(zh).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
    expect(zh.message).toBe('member_birthday: 须年满 18 周岁')
    expect(await profileRow(p)).toEqual(row)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('accepts a member of 18 or more, and then the birthday locks', async () => {
    const p = await player()
    const res = await call<{ member_birthday: string }>(p, profileEdit.path, { member_birthday: '1990-5-17' })
    expect(res.code, res.message).toBe('100')
    expect(res.data.member_birthday).toBe('1990-05-17')
    expect((await profileRow(p)).member_birthday).toBe('1990-05-17')
    const again = await call(p, profileEdit.path, { member_birthday: '1991-01-01' })
    expect(again).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
  })

  it('a malformed or impossible date is a 400 naming member_birthday, never a 500; nothing written', async () => {
    const p = await player()
    const row = await profileRow(p)
    const before = await rowCounts(server.db)
    for (const birthday of [
      'garbage',
      '2008-02-30',
      '1990-13-01',
      '1990-00-10',
      '99999-01-01',
      '1990/01/01',
      '1990-01',
      '-',
      '9999-12-31',
    ]) {
      const res = await call(p, profileEdit.path, { member_birthday: birthday })
      expect(res, birthday).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
    }
    expect(await profileRow(p)).toEqual(row)
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('where registration hides the birthday but the member centre shows it, the age is still checked', async () => {
    await birthdaySetting({ is_display: 0 })
    try {
      const p = await player()
      const row = await profileRow(p)
      for (const birthday of [yearsAgo(17), 'garbage']) {
        const res = await call(p, profileEdit.path, { member_birthday: birthday })
        expect(res, birthday).toMatchObject({ status: 400, data: { field: 'member_birthday' } })
      }
      expect(await profileRow(p)).toEqual(row)
      expect((await call(p, profileEdit.path, { member_birthday: yearsAgo(30) })).code).toBe('100')
    } finally {
      await birthdaySetting({ is_display: 1 })
    }
  })

  describe('on a fixed clock (editProfile with its `now`)', () => {
    /** Noon on 15 June 2025 in UTC: 08:00 of the same day on the site's clock (UTC−4). */
    const NOON = Date.parse('2025-06-15T12:00:00Z')
    /** 02:00 UTC on 16 June: still 22:00 on 15 June on the site's clock. */
    const LATE = Date.parse('2025-06-16T02:00:00Z')
    const edit = async (birthday: string, now: number) => {
      const p = await player()
      const member = await findMember(server.db, 'lobby-demo', p.account)
      const outcome = await editProfile(server.db, member!, { member_birthday: birthday }, now).catch(
        (error: unknown) => error,
      )
      return { outcome, stored: (await profileRow(p)).member_birthday }
    }
    const refused = { field: 'member_birthday', wording: 'server.register.under_age', params: { years: 18 } }

    it('18 today is accepted, 18 tomorrow refused', async () => {
      expect(await edit('2007-06-15', NOON)).toEqual({ outcome: ['member_birthday'], stored: '2007-06-15' })
      expect(await edit('2007-06-16', NOON)).toEqual({ outcome: expect.objectContaining(refused), stored: '' })
    })

    it('the site’s day, not UTC’s: at 22:00 on the 15th (the 16th in UTC) a birthday on the 16th is still refused', async () => {
      expect(await edit('2007-06-16', LATE)).toEqual({ outcome: expect.objectContaining(refused), stored: '' })
    })

    it('29 February comes of age on 1 March in a year without one', async () => {
      const at = (date: string) => Date.parse(`${date}T12:00:00Z`)
      expect(await edit('2008-02-29', at('2026-02-28'))).toEqual({
        outcome: expect.objectContaining(refused),
        stored: '',
      })
      expect(await edit('2008-02-29', at('2026-03-01'))).toEqual({ outcome: ['member_birthday'], stored: '2008-02-29' })
    })
  })
})

describe('a new phone where the member centre verifies phones (USD: is_member_center_verification)', () => {
  let phones = 0
  const newPhone = () => `08${String(++phones).padStart(8, '0')}`
  const sentCode = async (phone: string) => {
    const sent = await send<{ code: string; purpose: string }>(server, `/api/dev/sms?phone=${phone}`, undefined, {
      method: 'GET',
    })
    expect(sent.data.purpose).toBe('profile_phone')
    return sent.data.code
  }
  const phoneOf = async (p: Player) =>
    (await server.db.selectFrom('members').select('member_phone').where('id', '=', p.id).executeTakeFirstOrThrow())
      .member_phone
  const wrong = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('changes the phone only with the code sent to it, once', async () => {
    const p = await player()
    const phone = newPhone()
    const before = await phoneOf(p)
    const noCode = await call(p, profileEdit.path, { member_phone: phone })
    expect(noCode.code).toBe('113')
    expect(await phoneOf(p)).toBe(before)

    expect((await call(p, profilePhoneSms.path, { member_phone: phone })).data).toEqual({
      expires_in: 300,
      resend_in: 300,
    })
    const code = await sentCode(phone)
    const guessed = await call(p, profileEdit.path, { member_phone: phone, phone_verify: wrong(code) })
    expect(guessed.code).toBe('113')
    expect(await phoneOf(p)).toBe(before)

    const changed = await call<{ member_phone: string }>(p, profileEdit.path, {
      member_phone: phone,
      phone_verify: code,
    })
    expect(changed.code).toBe('100')
    expect(changed.data.member_phone).toBe(phone)
    expect(await phoneOf(p)).toBe(phone)

    // Used up: the same code does not change it again.
    const again = newPhone()
    const reused = await call(p, profileEdit.path, { member_phone: again, phone_verify: code })
    expect(reused.code).toBe('113')
    // A change of another field needs no code.
    const email = await call(p, profileEdit.path, { member_email: `mc-phone-${phones}@example.com` })
    expect(email.code).toBe('100')
  })

  it('answers the SMS codes of registration, and sends nothing for the own phone', async () => {
    const p = await player()
    const phone = newPhone()
    expect((await call(p, profilePhoneSms.path, { member_phone: '' })).code).toBe('201')
    expect((await call(p, profilePhoneSms.path, { member_phone: 'not-digits' })).code).toBe('099')
    expect((await call(p, profilePhoneSms.path, { member_phone: phone })).code).toBe('100')
    expect((await call(p, profilePhoneSms.path, { member_phone: phone })).code).toBe('102')
    const code = await sentCode(phone)
    expect((await call(p, profileEdit.path, { member_phone: phone, phone_verify: code })).code).toBe('100')
    expect((await call(p, profilePhoneSms.path, { member_phone: phone })).code).toBe('099')
    // Phones are unique in USD: another member cannot ask for a code to it.
    const other = await player()
    expect((await call(other, profilePhoneSms.path, { member_phone: phone })).code).toBe('099')
  })

  it("a code is the member's own, and wrong guesses use it up", async () => {
    const p = await player()
    const other = await player()
    const phone = newPhone()
    expect((await call(p, profilePhoneSms.path, { member_phone: phone })).code).toBe('100')
    const code = await sentCode(phone)
    // Phones are not yet taken: the other member knows the code but did not ask for it.
    expect((await call(other, profileEdit.path, { member_phone: phone, phone_verify: code })).code).toBe('113')
    for (let i = 0; i < SMS_CODE_MAX_WRONG; i++) {
      expect((await call(p, profileEdit.path, { member_phone: phone, phone_verify: wrong(code) })).code).toBe('113')
    }
    // The counted guesses stayed although each edit was refused: the right code is now refused too.
    expect((await call(p, profileEdit.path, { member_phone: phone, phone_verify: code })).code).toBe('113')
    expect(await phoneOf(p)).not.toBe(phone)
  })
})

describe('wallet transfer', () => {
  it('moves money between main and a provider wallet through the ledger', async () => {
    const p = await player(usd(100))
    const provider = await server.db
      .selectFrom('providers')
      .innerJoin('provider_currencies', 'provider_currencies.gp_id', 'providers.gp_id')
      .select('providers.gp_id')
      .where('provider_currencies.currency', '=', 'USD')
      .where('providers.active', '=', 1)
      .executeTakeFirstOrThrow()
    const gp = provider.gp_id
    const into = await call<{ cash: number; balance: number; total: number }>(p, walletTransfer.path, {
      from: 'main',
      to: gp,
      amount: usd(40),
    })
    expect(into.data).toMatchObject({ cash: usd(60), balance: usd(40), total: usd(100) })
    const back = await call<{ cash: number; balance: number }>(p, walletTransfer.path, {
      from: gp,
      to: 'main',
      amount: usd(15),
    })
    expect(back.data).toMatchObject({ cash: usd(75), balance: usd(25) })
    const tooMuch = await call(p, walletTransfer.path, { from: gp, to: 'main', amount: usd(26) })
    expect(tooMuch.code).toBe(FUND_CODE.insufficient)
    const bothMain = await call(p, walletTransfer.path, { from: 'main', to: 'main', amount: 1 })
    expect(bothMain.data).toEqual({ field: 'to' })
    const unknown = await call(p, walletTransfer.path, { from: 'main', to: 'NOPE', amount: 1 })
    expect(unknown.code).toBe('104')
    // Racing transfers of everything: the guarded debit lets through only what the wallet holds.
    const race = await Promise.all(
      Array.from({ length: 10 }, () => call(p, walletTransfer.path, { from: 'main', to: gp, amount: usd(75) })),
    )
    expect(race.filter((r) => r.code === '100')).toHaveLength(1)
    expect(await balances(server.db, p.id)).toEqual({ cash: 0, total: usd(100) })
  })
})
