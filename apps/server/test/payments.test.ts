import { depositChannels, depositStore, devMemberSchema, type DepositChannel } from '@lobby/api/contract'
import { unitsOf } from '@lobby/domain'
import { z } from 'zod'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import { createServer, type LobbyServer } from '../src/index.ts'
import { createMember } from '../src/members/store.ts'
import { issueMemberToken } from '../src/members/tokens.ts'
import { CALLBACK_WINDOW_S, PAYMENT_CALLBACK_PATH, signPaymentCallback } from '../src/payments/desk.ts'
import { paymentStartupNotes } from '../src/payments/routes.ts'
import { DEMO_MEMBER_PASSWORD } from '../src/seed/members.ts'
import { auditLedger, mainBalance } from '../src/wallet/ledger.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { testDatabase } from './databases.ts'

/**
 * Deposits are credited only by a payment provider's signed callback
 * (issue 19, item 1). A production-like server (dev hooks off, sandbox
 * payments off) has no house cashier: a member who opens an order and posts
 * `action=pay` to it gets a 404 and no money. The callback is refused unless
 * its HMAC over the raw body matches, its timestamp is fresh, and its amount
 * and currency match a pending order; a provider reference is decided once.
 * In sandbox mode the house cashier pays through that same callback check.
 */

const SECRET = 'test-payment-secret-0123456789abcdef0123'
const PAGE = 'https://pay.example.com/checkout?order={order}&amount={amount}&currency={currency}'
const usd = (dollars: number) => unitsOf('USD', dollars)
const nowS = () => Math.floor(Date.now() / 1000)

let prod: LobbyServer
let accounts = 0
const servers: LobbyServer[] = []

async function server(options: Parameters<typeof createServer>[0]): Promise<LobbyServer> {
  const started = await createServer(options)
  servers.push(started)
  return started
}

beforeAll(async () => {
  prod = await server({ db: await testDatabase(), devHooks: false, paymentSecret: SECRET })
})
afterEach(async () => {
  for (const s of servers) {
    const audit = await auditLedger(s.db)
    expect(audit.mismatches).toEqual([])
    expect(audit.negative).toBe(0)
  }
})
afterAll(async () => {
  for (const s of servers) await s.close()
})

interface Who {
  id: number
  account: string
  token: string
}

/** A member made straight in the database (the production server has no dev hooks) with a live token. */
async function member(on: LobbyServer, fields: Record<string, unknown> = {}): Promise<Who> {
  const account = `pay${++accounts}user`
  const spec = z.parse(devMemberSchema, { account, password: DEMO_MEMBER_PASSWORD, ...fields })
  const id = await on.db.transaction().execute((trx) => createMember(trx, spec))
  return { id, account, token: await issueMemberToken(on.db, id, 'udid-pay') }
}

async function openOrder(on: LobbyServer, who: Who, dollars?: number) {
  const channels = await send<{ channels: DepositChannel[] }>(
    on,
    `/api${depositChannels.path}`,
    {},
    { token: who.token },
  )
  const channel = channels.data.channels[0] as DepositChannel
  const opened = await send<{ order_number: string; amount: number; pay_url: string }>(
    on,
    `/api${depositStore.path}`,
    { channel_id: channel.id, amount: dollars === undefined ? channel.max_amount : usd(dollars) },
    { token: who.token },
  )
  expect(opened.code).toBe('100')
  return opened.data
}

interface CallbackBody {
  reference: string
  order_number: string
  amount: number
  currency: string
  timestamp: number
}

let references = 0
const body = (order: { order_number: string; amount: number }, changes: Partial<CallbackBody> = {}) => ({
  reference: `psp-${++references}`,
  order_number: order.order_number,
  amount: order.amount,
  currency: 'USD',
  timestamp: nowS(),
  ...changes,
})

interface CallbackReply {
  status: number
  code: string
  message: string
  data: {
    field?: string
    reference?: string
    order_number?: string
    amount?: number
    currency?: string
    result?: string
    replay?: boolean
  } | null
}

/** Posts a callback as a provider does: the raw JSON text, signed with `secret` unless a signature is given. */
async function callback(
  on: LobbyServer,
  payload: unknown,
  options: { secret?: string; signature?: string | null; headers?: Record<string, string> } = {},
): Promise<CallbackReply> {
  const raw = typeof payload === 'string' ? payload : JSON.stringify(payload)
  const signature =
    options.signature === undefined ? signPaymentCallback(options.secret ?? SECRET, raw) : options.signature
  const res = await on.app.inject({
    method: 'POST',
    url: PAYMENT_CALLBACK_PATH,
    headers: {
      'content-type': 'application/json',
      ...(signature === null ? {} : { 'x-lobby-signature': signature }),
      ...options.headers,
    },
    payload: raw,
  })
  return { status: res.statusCode, ...res.json<Omit<CallbackReply, 'status'>>() }
}

const cashierPost = (on: LobbyServer, payUrl: string, action: 'pay' | 'cancel') => {
  const url = new URL(payUrl, 'http://x')
  return on.app.inject({
    method: 'POST',
    url: url.pathname,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ token: url.searchParams.get('token') ?? '', action }).toString(),
  })
}

const ledgerOf = (on: LobbyServer, id: number) =>
  on.db
    .selectFrom('ledger_entries')
    .select(['kind', 'amount'])
    .where('member_id', '=', id)
    .orderBy('id')
    .execute()
    .then((rows) => rows.map((r) => [r.kind, Number(r.amount)]))

const orderStatus = (on: LobbyServer, orderNumber: string) =>
  on.db
    .selectFrom('deposits')
    .select('status')
    .where('order_number', '=', orderNumber)
    .executeTakeFirstOrThrow()
    .then((r) => r.status)

describe('production: no house cashier', () => {
  it('a member who opens an order and posts pay to the cashier gets a 404 and no money', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me)
    expect(order.amount).toBe(usd(50_000))
    const before = await rowCounts(prod.db)

    const page = await prod.app.inject({ method: 'GET', url: order.pay_url })
    expect(page.statusCode).toBe(404)
    for (let i = 0; i < 3; i++) {
      const paid = await cashierPost(prod, order.pay_url, 'pay')
      expect(paid.statusCode).toBe(404)
    }
    // Nor the operator's shortcut: dev hooks are off.
    const dev = await send(prod, '/api/dev/deposits/pay', { order_number: order.order_number })
    expect(dev.status).toBe(404)

    expect(await mainBalance(prod.db, me.id)).toBe(0)
    expect(await ledgerOf(prod, me.id)).toEqual([])
    expect(await orderStatus(prod, order.order_number)).toBe('pending')
    expect(await rowCounts(prod.db)).toEqual(before)
  })
})

describe('the provider callback', () => {
  it('credits a pending order once through the ledger, with the recommend reward', async () => {
    const referrer = await member(prod)
    const friend = await member(prod)
    await prod.db
      .insertInto('member_registrations')
      .values({
        member_id: friend.id,
        site_id: 'lobby-demo',
        ip: '127.0.0.1',
        agent_id: null,
        recommend_code: 'PAYTEST1',
        referrer_id: referrer.id,
        created_at: new Date().toISOString(),
      })
      .execute()
    const order = await openOrder(prod, friend, 120)

    const first = body(order)
    const paid = await callback(prod, first)
    expect(paid.status).toBe(200)
    expect(paid.code).toBe('100')
    expect(paid.data).toEqual({
      reference: first.reference,
      order_number: order.order_number,
      amount: usd(120),
      currency: 'USD',
      result: 'credited',
      replay: false,
    })
    expect(await mainBalance(prod.db, friend.id)).toBe(usd(120))
    expect(await ledgerOf(prod, friend.id)).toEqual([['deposit', usd(120)]])
    expect(await ledgerOf(prod, referrer.id)).toEqual([['recommend_reward', usd(12)]])
    expect(await orderStatus(prod, order.order_number)).toBe('completed')
  })

  it('answers a replayed reference with its first result and credits nothing, even for another order or amount', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me, 30)
    const other = await openOrder(prod, me, 40)
    const first = body(order)
    expect((await callback(prod, first)).code).toBe('100')
    const before = await rowCounts(prod.db)

    const again = await callback(prod, { ...first, timestamp: nowS() })
    expect(again.status).toBe(200)
    expect(again.data).toMatchObject({ reference: first.reference, result: 'credited', replay: true })
    const twisted = await callback(prod, { ...first, order_number: other.order_number, amount: other.amount })
    expect(twisted.status).toBe(200)
    // The first result: the first order and amount, not what the replay says.
    expect(twisted.data).toMatchObject({ order_number: order.order_number, amount: usd(30), replay: true })

    expect(await mainBalance(prod.db, me.id)).toBe(usd(30))
    expect(await orderStatus(prod, other.order_number)).toBe('pending')
    expect(await rowCounts(prod.db)).toEqual(before)

    // A reference first refused stays refused: the right amount later under it credits nothing.
    const wrong = body(other, { amount: other.amount + 1 })
    expect((await callback(prod, wrong)).data).toMatchObject({ result: 'amount_mismatch', replay: false })
    const fixed = await callback(prod, { ...wrong, amount: other.amount })
    expect(fixed.status).toBe(409)
    expect(fixed.data).toMatchObject({ result: 'amount_mismatch', replay: true })
    expect(await orderStatus(prod, other.order_number)).toBe('pending')
    expect(await mainBalance(prod.db, me.id)).toBe(usd(30))
  })

  it('refuses forged, tampered, stale and future callbacks, a member or a visitor alike, and writes nothing', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me, 25)
    const good = body(order)
    const raw = JSON.stringify(good)
    const before = await rowCounts(prod.db)
    const cases: [string, Promise<CallbackReply>, number, string][] = [
      ['no signature (a visitor)', callback(prod, good, { signature: null }), 401, 'x-lobby-signature'],
      [
        'a member’s own token is no signature',
        callback(prod, good, { signature: null, headers: { authorization: `Bearer ${me.token}` } }),
        401,
        'x-lobby-signature',
      ],
      ['another secret', callback(prod, good, { secret: `${SECRET}-not` }), 401, 'x-lobby-signature'],
      ['not hex', callback(prod, good, { signature: 'sha256=zz' }), 401, 'x-lobby-signature'],
      [
        'signature of the body without its prefix',
        callback(prod, good, { signature: signPaymentCallback(SECRET, raw).slice(7) }),
        401,
        'x-lobby-signature',
      ],
      [
        'amount tampered after signing',
        callback(prod, raw.replace(`"amount":${order.amount}`, `"amount":${order.amount * 10}`), {
          signature: signPaymentCallback(SECRET, raw),
        }),
        401,
        'x-lobby-signature',
      ],
      [
        'the same JSON re-serialised with other spacing',
        callback(prod, JSON.stringify(good, null, 2), { signature: signPaymentCallback(SECRET, raw) }),
        401,
        'x-lobby-signature',
      ],
      ['stale', callback(prod, body(order, { timestamp: nowS() - CALLBACK_WINDOW_S - 5 })), 401, 'timestamp'],
      ['from the future', callback(prod, body(order, { timestamp: nowS() + CALLBACK_WINDOW_S + 5 })), 401, 'timestamp'],
    ]
    for (const [name, pending, status, field] of cases) {
      const res = await pending
      expect(res.status, name).toBe(status)
      expect(res.data, name).toEqual({ field })
    }
    expect(await rowCounts(prod.db)).toEqual(before)
    expect(await mainBalance(prod.db, me.id)).toBe(0)
    expect(await orderStatus(prod, order.order_number)).toBe('pending')
  })

  it('refuses a callback that does not match a pending order: recorded, nothing credited', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me, 60)
    const cancelled = await openOrder(prod, me, 60)
    await prod.db
      .updateTable('deposits')
      .set({ status: 'cancelled' })
      .where('order_number', '=', cancelled.order_number)
      .execute()
    const expired = await openOrder(prod, me, 60)
    await prod.db
      .updateTable('deposits')
      .set({ expires_at: new Date(Date.now() - 1000).toISOString() })
      .where('order_number', '=', expired.order_number)
      .execute()
    const cases: [string, CallbackBody, number, string][] = [
      ['a cent less', body(order, { amount: order.amount - 1 }), 409, 'amount_mismatch'],
      ['a cent more', body(order, { amount: order.amount + 1 }), 409, 'amount_mismatch'],
      ['another currency', body(order, { currency: 'RMB' }), 409, 'currency_mismatch'],
      ['an unknown order', body(order, { order_number: 'D-NO-SUCH-ORDER' }), 404, 'unknown_order'],
      ['a cancelled order', body(cancelled), 409, 'order_cancelled'],
      ['an expired order', body(expired), 409, 'order_expired'],
    ]
    for (const [name, payload, status, result] of cases) {
      const before = await rowCounts(prod.db)
      const res = await callback(prod, payload)
      expect(res.status, name).toBe(status)
      expect(res.data, name).toMatchObject({ reference: payload.reference, result, replay: false })
      // Only the record of the callback; no order, ledger or wallet change.
      expect(await rowCounts(prod.db), name).toEqual({
        ...before,
        payment_callbacks: (before.payment_callbacks ?? 0) + 1,
      })
    }
    const recorded = await prod.db
      .selectFrom('payment_callbacks')
      .select(['reference', 'amount', 'currency', 'result'])
      .where(
        'reference',
        'in',
        cases.map(([, payload]) => payload.reference),
      )
      .execute()
    expect(recorded.map((r) => r.result).sort()).toEqual(cases.map(([, , , result]) => result).sort())
    expect(await mainBalance(prod.db, me.id)).toBe(0)
    expect(await ledgerOf(prod, me.id)).toEqual([])
    expect(await orderStatus(prod, order.order_number)).toBe('pending')
    expect(await orderStatus(prod, cancelled.order_number)).toBe('cancelled')
    expect(await orderStatus(prod, expired.order_number)).toBe('expired')

    // Paid once, a completed order is never credited again under another reference.
    expect((await callback(prod, body(order))).code).toBe('100')
    const twice = await callback(prod, body(order))
    expect(twice.status).toBe(409)
    expect(twice.data).toMatchObject({ result: 'order_completed', replay: false })
    expect(await ledgerOf(prod, me.id)).toEqual([['deposit', usd(60)]])
  })

  it('answers a malformed body with 400 naming the field and writes nothing', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me, 15)
    const good = body(order)
    const before = await rowCounts(prod.db)
    const cases: [string, unknown, string][] = [
      ['not JSON', '{"reference": ', 'body'],
      ['an array', [good], 'body'],
      ['no reference', { ...good, reference: undefined }, 'reference'],
      ['a reference with spaces', { ...good, reference: 'a b' }, 'reference'],
      ['a reference too long', { ...good, reference: 'r'.repeat(65) }, 'reference'],
      ['no order number', { ...good, order_number: '' }, 'order_number'],
      ['amount as text', { ...good, amount: String(good.amount) }, 'amount'],
      ['a fractional amount', { ...good, amount: 1.5 }, 'amount'],
      ['a negative amount', { ...good, amount: -good.amount }, 'amount'],
      ['a lower-case currency', { ...good, currency: 'usd' }, 'currency'],
      ['no timestamp', { ...good, timestamp: undefined }, 'timestamp'],
      ['a timestamp in ms as text', { ...good, timestamp: String(Date.now()) }, 'timestamp'],
    ]
    for (const [name, payload, field] of cases) {
      const res = await callback(prod, payload)
      expect(res.status, name).toBe(400)
      expect(res.data, name).toEqual({ field })
    }
    const huge = await callback(prod, { ...good, padding: 'x'.repeat(5000) })
    expect(huge.status).toBe(413)
    expect(huge.data).toEqual({ field: 'body' })
    expect(await rowCounts(prod.db)).toEqual(before)
    expect(await orderStatus(prod, order.order_number)).toBe('pending')
  })

  it('credits exactly once when twenty identical callbacks arrive at once', async () => {
    const me = await member(prod)
    const order = await openOrder(prod, me, 75)
    const same = body(order)
    const answers = await Promise.all(Array.from({ length: 20 }, () => callback(prod, same)))
    expect(answers.map((a) => a.status)).toEqual(Array(20).fill(200))
    expect(answers.filter((a) => a.data?.replay === false)).toHaveLength(1)
    // Twenty more, each under its own reference: still one credit.
    const others = await Promise.all(Array.from({ length: 20 }, () => callback(prod, body(order))))
    expect(others.map((a) => a.data?.result)).toEqual(Array(20).fill('order_completed'))

    expect(await mainBalance(prod.db, me.id)).toBe(usd(75))
    expect(await ledgerOf(prod, me.id)).toEqual([['deposit', usd(75)]])
    const rows = await prod.db
      .selectFrom('payment_callbacks')
      .select('result')
      .where('order_number', '=', order.order_number)
      .execute()
    expect(rows.map((r) => r.result).sort()).toEqual(['credited', ...Array(20).fill('order_completed')])
  })
})

describe('payments settings', () => {
  it('without a secret, production refuses every callback and says so at start-up', async () => {
    const open = await server({ db: await testDatabase(), devHooks: false })
    const me = await member(open)
    const order = await openOrder(open, me, 20)
    const before = await rowCounts(open.db)
    for (const secret of [SECRET, 'x'.repeat(40)]) {
      const res = await callback(open, body(order), { secret })
      expect(res.status).toBe(503)
    }
    expect((await cashierPost(open, order.pay_url, 'pay')).statusCode).toBe(404)
    expect(await rowCounts(open.db)).toEqual(before)
    expect(paymentStartupNotes({ devHooks: false, sandboxPayments: false, paymentSecret: undefined })).toEqual([
      expect.stringMatching(/^WARNING: LOBBY_PAYMENT_SECRET is not set: .*refuses every callback/),
      expect.stringMatching(/^WARNING: LOBBY_PAYMENT_PAGE_URL is not set/),
    ])
    expect(
      paymentStartupNotes({ devHooks: false, sandboxPayments: false, paymentSecret: SECRET, paymentPageUrl: PAGE }),
    ).toEqual([])
    expect(paymentStartupNotes({ devHooks: false, sandboxPayments: false, paymentSecret: SECRET })).toEqual([
      expect.stringMatching(/^WARNING: LOBBY_PAYMENT_PAGE_URL is not set/),
    ])
    expect(paymentStartupNotes({ devHooks: false, sandboxPayments: true, paymentSecret: SECRET })).toEqual([
      expect.stringMatching(/^WARNING: SANDBOX PAYMENTS ARE ON/),
    ])
  })

  it('sends the member to the provider page LOBBY_PAYMENT_PAGE_URL names, and only the callback pays', async () => {
    const hosted = await server({
      db: await testDatabase(),
      devHooks: false,
      paymentSecret: SECRET,
      paymentPageUrl: PAGE,
    })
    const who = await member(hosted)
    const order = await openOrder(hosted, who, 25)
    expect(order.pay_url).toBe(
      `https://pay.example.com/checkout?order=${encodeURIComponent(order.order_number)}&amount=${usd(25)}&currency=USD`,
    )
    // Production has no house cashier to pay on instead.
    const before = await rowCounts(hosted.db)
    expect((await hosted.app.inject({ method: 'GET', url: `/house/cashier/${order.order_number}` })).statusCode).toBe(
      404,
    )
    expect(await rowCounts(hosted.db)).toEqual(before)
  })

  it('signs as docs/contract.md shows: HMAC-SHA256 of the raw bytes, hex', () => {
    const raw =
      '{"reference":"psp-8812","order_number":"DM3XK1A9F2C44E1","amount":15000,"currency":"USD","timestamp":1795000000}'
    expect(signPaymentCallback('example-secret-0123456789abcdef0123', raw)).toBe(
      'sha256=e5cdaa7e2f77f5300f85401d0241c5c9e991296202a4f98c864e03b99f9f54c6',
    )
  })

  it('refuses to start with a secret too short to be a key', async () => {
    await expect(
      createServer({ db: await testDatabase(), devHooks: false, paymentSecret: 'changeme' }),
    ).rejects.toThrow(/LOBBY_PAYMENT_SECRET must be at least 32 characters/)
  })
})

describe('sandbox payments', () => {
  it('with LOBBY_SANDBOX_PAYMENTS the house cashier pays through the signed callback, once', async () => {
    const sandbox = await server({
      db: await testDatabase(),
      devHooks: false,
      sandboxPayments: true,
      paymentSecret: SECRET,
    })
    const me = await member(sandbox)
    const order = await openOrder(sandbox, me, 90)
    const page = await sandbox.app.inject({ method: 'GET', url: order.pay_url })
    expect(page.statusCode).toBe(200)
    expect(page.body).toContain('data-slot="cashier-sandbox"')
    // The amount in the currency's major units with its code, as every money text of the server writes it.
    expect(page.body).toContain('<dd data-slot="cashier-amount">USD 90.00</dd>')
    // A double click: two submits at once, one credit, both see it paid.
    const paid = await Promise.all([
      cashierPost(sandbox, order.pay_url, 'pay'),
      cashierPost(sandbox, order.pay_url, 'pay'),
    ])
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200])
    expect(paid.every((r) => r.body.includes('Payment received'))).toBe(true)
    expect(await mainBalance(sandbox.db, me.id)).toBe(usd(90))
    expect(await ledgerOf(sandbox, me.id)).toEqual([['deposit', usd(90)]])
    // It went through the callback check: the house's reference is recorded like a provider's.
    const recorded = await sandbox.db
      .selectFrom('payment_callbacks')
      .select(['reference', 'amount', 'currency', 'result'])
      .where('order_number', '=', order.order_number)
      .execute()
    expect(recorded).toEqual([
      { reference: `house-cashier:${order.order_number}`, amount: usd(90), currency: 'USD', result: 'credited' },
    ])
    // The provider's callback works beside it, checked with the configured secret.
    const other = await openOrder(sandbox, me, 10)
    expect((await callback(sandbox, body(other), { secret: `${SECRET}-not` })).status).toBe(401)
    expect((await callback(sandbox, body(other))).code).toBe('100')
  })

  it('the dev hooks report deposits through the same callback check', async () => {
    const dev = await startServer()
    servers.push(dev)
    const me = await member(dev)
    const reported = await send<{ order_number: string }>(dev, '/api/dev/deposits', {
      member_account: me.account,
      amount: usd(5),
    })
    expect(reported.code).toBe('100')
    const order = await openOrder(dev, me, 12)
    expect((await send(dev, '/api/dev/deposits/pay', { order_number: order.order_number })).code).toBe('100')
    const again = await send(dev, '/api/dev/deposits/pay', { order_number: order.order_number })
    expect(again.status).toBe(409)
    const rows = await dev.db
      .selectFrom('payment_callbacks')
      .select(['order_number', 'result'])
      .where('order_number', 'in', [reported.data.order_number, order.order_number])
      .orderBy('id')
      .execute()
    expect(rows).toEqual([
      { order_number: reported.data.order_number, result: 'credited' },
      { order_number: order.order_number, result: 'credited' },
      { order_number: order.order_number, result: 'order_completed' },
    ])
    expect(await ledgerOf(dev, me.id)).toEqual([
      ['deposit', usd(5)],
      ['deposit', usd(12)],
    ])
  })
})
