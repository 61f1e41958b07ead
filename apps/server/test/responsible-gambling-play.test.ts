import { RG_CODE, gamePlay, walletTransfer, type RgRefusal } from '@lobby/api/contract'
import { rgPeriodBounds, type RgLimitKind, type RgPeriod } from '@lobby/domain'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { PLAY_JS } from '../src/house/play/assets.ts'
import type { LobbyServer } from '../src/index.ts'
import { auditLedger, mainBalance, providerBalance } from '../src/wallet/ledger.ts'
import { leaveGame } from '../src/wallet/play.ts'
import { liveSession, settleRound, type GameSession } from '../src/wallet/rounds.ts'
import { rowCounts, startServer } from './helpers.ts'
import { send } from './member-session.ts'
import { firstGames, launchFirstGame, limitInForce, newPlayer, type Player } from './wallet-helpers.ts'

/**
 * The loss and wager limits on every path that puts money into play (issue 25): play1, a transfer into a provider
 * wallet, a house round's stake; each refusal at its boundary, nothing written, and stakes at once never passing a
 * limit. The session time limit (a moved clock) is in responsible-gambling-session.test.ts.
 */

const PLAY = `/api${gamePlay.path}`
const TRANSFER = `/api${walletTransfer.path}`
const SLOT = 'GPR8'
const CRASH = 'GPCR'

let server: LobbyServer
const games = new Map<string, { code: string; gt: number }>()

beforeAll(async () => {
  server = await startServer({ wallet: { pullCooldownMs: 0, providerTimeoutMs: 200 } })
  for (const [gp, game] of await firstGames(server, [SLOT, CRASH])) games.set(gp, game)
})
afterEach(async () => {
  // The books hold after every test: every wallet equals its ledger, none below zero.
  const audit = await auditLedger(server.db)
  expect(audit.mismatches).toEqual([])
  expect(audit.negative).toBe(0)
})
afterAll(async () => {
  await server.close()
})

let accounts = 0
const player = (cash: number) => newPlayer(server, `rgplay${++accounts}`, cash)

/** Sets a limit in force now, as the member centre keeps it (tightening applies at once). */
const setLimit = (p: Player, kind: RgLimitKind, period: RgPeriod, amount: number) =>
  limitInForce(server, p, kind, period, amount)

const playBody = (gp: string) => {
  const game = games.get(gp)!
  return { gpId: gp, game_type: game.gt, game_code: game.code, lobby_url: '/', device: 0 }
}
const play = (p: Player, gp = SLOT, headers: Record<string, string> = {}) =>
  send<{ game_session_id: string; transferred: number }>(server, PLAY, playBody(gp), { token: p.token, headers })
const transfer = (p: Player, from: string, to: string, amount: number) =>
  send<{ cash: number; balance: number }>(server, TRANSFER, { from, to, amount }, { token: p.token })

interface Seat {
  session: GameSession
  /** The game page's launch token. */
  token: string
}

/** Launches `gp` for the member (all its main wallet moves into the provider's) and answers the open session. */
async function seat(p: Player, gp = SLOT): Promise<Seat> {
  const { token } = await launchFirstGame(server, p, gp)
  const session = await liveSession(server.db, token)
  if (!session) throw new Error('no live session')
  return { session, token }
}

let rounds = 0
const newRound = () => `rgplay-round-${++rounds}-${Date.now().toString(36)}`

/** A round with a chosen payout (the house's draw replaced), straight through the wallet's round. */
const scripted = (s: Seat, stake: number, payout: number) =>
  settleRound(server.db, s.session, newRound(), stake, () => ({ payout, detail: {} }))

/** A spin of the house slot page's API, as the page sends it. */
async function spin(s: Seat, stake: number, headers: Record<string, string> = {}) {
  const res = await server.app.inject({
    method: 'POST',
    url: '/house/play/api/slot/spin',
    headers,
    payload: { token: s.token, round: newRound(), stake },
  })
  return { status: res.statusCode, ...res.json<{ code: string; message: string; data: unknown }>() }
}

const dayRenewal = () => new Date(rgPeriodBounds('day', Date.now()).to).toISOString()

/** Sum of the member's stakes (positive), from the ledger. */
async function staked(memberId: number): Promise<number> {
  const row = await server.db
    .selectFrom('ledger_entries')
    .select((eb) => eb.fn.coalesce(eb.fn.sum<number>('amount'), eb.lit(0)).as('total'))
    .where('member_id', '=', memberId)
    .where('kind', '=', 'bet')
    .executeTakeFirstOrThrow()
  return -Number(row.total)
}

describe('who may call, and bad input, with limits set', () => {
  it('answers 401 to a visitor and 400 naming the field, before any limit, and writes nothing', async () => {
    const p = await player(5_000)
    await setLimit(p, 'wager', 'day', 100)
    await setLimit(p, 'loss', 'day', 100)
    const before = await rowCounts(server.db)
    expect((await send(server, PLAY, playBody(SLOT))).status).toBe(401)
    expect((await send(server, TRANSFER, { from: 'main', to: SLOT, amount: 100 })).status).toBe(401)
    expect(await send(server, PLAY, { ...playBody(SLOT), gpId: 'GP R8' }, { token: p.token })).toMatchObject({
      status: 400,
      data: { field: 'gpId' },
    })
    expect(await send(server, TRANSFER, { from: 'main', to: SLOT, amount: -1 }, { token: p.token })).toMatchObject({
      status: 400,
      data: { field: 'amount' },
    })
    expect(await rowCounts(server.db)).toEqual(before)
  })
})

describe('play1', () => {
  it('is refused with 172 once the wager limit is reached (not one minor unit before), nothing written', async () => {
    const p = await player(10_000)
    await setLimit(p, 'wager', 'day', 1_000)
    const s = await seat(p)
    expect(await scripted(s, 999, 999)).toMatchObject({ stake: 999 })
    await leaveGame(server.wallet, p.id)
    // 1 left: a game may start.
    expect(await play(p)).toMatchObject({ status: 200, code: '100' })
    const again = await seat(p)
    expect(await scripted(again, 1, 0)).toMatchObject({ stake: 1 })
    await leaveGame(server.wallet, p.id)

    const before = await rowCounts(server.db)
    const cash = await mainBalance(server.db, p.id)
    const refused = await play(p)
    const refusal: RgRefusal = { kind: 'wager', period: 'day', limit: 1_000, left: 0, renews_at: dayRenewal() }
    expect(refused).toMatchObject({ status: 200, code: RG_CODE.wagerLimit, data: refusal })
    expect(refused.message).toContain('wager limit is reached')
    expect(refused.message).toMatch(/\d{4}-\d{2}-\d{2} 00:00 \(UTC-4\)/)
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await mainBalance(server.db, p.id)).toBe(cash)
  })

  it('is refused with 171 once the loss limit is reached; a win gives room back', async () => {
    const p = await player(10_000)
    await setLimit(p, 'loss', 'week', 500)
    const s = await seat(p)
    expect(await scripted(s, 499, 0)).toMatchObject({ payout: 0 })
    await leaveGame(server.wallet, p.id)
    expect((await play(p)).code).toBe('100')
    const again = await seat(p)
    expect(await scripted(again, 1, 0)).toMatchObject({ payout: 0 })
    await leaveGame(server.wallet, p.id)

    const before = await rowCounts(server.db)
    const refused = await play(p)
    expect(refused).toMatchObject({
      code: RG_CODE.lossLimit,
      data: { kind: 'loss', period: 'week', limit: 500, left: 0 },
    })
    expect((refused.data as unknown as RgRefusal).renews_at).toBe(
      new Date(rgPeriodBounds('week', Date.now()).to).toISOString(),
    )
    expect(await rowCounts(server.db)).toEqual(before)

    // A round won back (through a game opened before the limit was reached) frees room: play1 is allowed again.
    await setLimit(p, 'loss', 'week', 10_000)
    const third = await seat(p)
    expect(await scripted(third, 100, 400)).toMatchObject({ payout: 400 })
    await leaveGame(server.wallet, p.id)
    await setLimit(p, 'loss', 'week', 500)
    expect((await play(p)).code).toBe('100')
  })

  it('says it in the language of the request', async () => {
    const p = await player(1_000)
    await setLimit(p, 'wager', 'month', 100)
    const s = await seat(p)
    await scripted(s, 100, 0)
    await leaveGame(server.wallet, p.id)
    const refused = await play(p, SLOT, { lang: 'zh_CN' })
    expect(refused.code).toBe(RG_CODE.wagerLimit)
    expect(refused.message).toContain('投注限额')
  })
})

describe('transfers between the main wallet and a provider wallet', () => {
  it.each([
    ['wager', RG_CODE.wagerLimit],
    ['loss', RG_CODE.lossLimit],
  ] as const)(
    'refuses money into a provider wallet once the %s limit is reached, never money back',
    async (kind, code) => {
      const p = await player(10_000)
      expect(await transfer(p, 'main', SLOT, 2_000)).toMatchObject({ code: '100', data: { cash: 8_000 } })
      await setLimit(p, kind, 'day', 500)
      const s = await seat(p)
      expect(await scripted(s, 499, 0)).toMatchObject({ stake: 499 })
      // 1 left: money may still go in.
      expect(await transfer(p, SLOT, 'main', 1_000)).toMatchObject({ code: '100' })
      expect(await transfer(p, 'main', SLOT, 100)).toMatchObject({ code: '100' })
      expect(await scripted(s, 1, 0)).toMatchObject({ stake: 1 })

      const before = await rowCounts(server.db)
      const held = await providerBalance(server.db, p.id, SLOT)
      const refused = await transfer(p, 'main', SLOT, 100)
      expect(refused).toMatchObject({ status: 200, code, data: { kind, period: 'day', limit: 500, left: 0 } })
      expect(await rowCounts(server.db)).toEqual(before)
      expect(await providerBalance(server.db, p.id, SLOT)).toBe(held)

      // Money out of a provider wallet is never refused.
      expect(await transfer(p, SLOT, 'main', held)).toMatchObject({ code: '100', data: { balance: 0 } })
      expect(await providerBalance(server.db, p.id, SLOT)).toBe(0)
      await leaveGame(server.wallet, p.id)
    },
  )
})

describe('house rounds', () => {
  it('takes a stake equal to what the wager limit leaves and refuses one minor unit more, writing nothing', async () => {
    const p = await player(100_000)
    await setLimit(p, 'wager', 'day', 1_500)
    const s = await seat(p)
    expect(await spin(s, 1_000)).toMatchObject({ code: '100' })
    // 500 left: a stake of 500 is taken, whatever the spin paid.
    expect(await spin(s, 500)).toMatchObject({ code: '100' })

    const other = await player(100_000)
    await setLimit(other, 'wager', 'day', 999)
    const o = await seat(other)
    expect(await spin(o, 500)).toMatchObject({ code: '100' })
    const before = await rowCounts(server.db)
    const held = await providerBalance(server.db, other.id, SLOT)
    // 499 left, 500 asked.
    const refused = await spin(o, 500)
    expect(refused).toMatchObject({
      status: 200,
      code: RG_CODE.wagerLimit,
      data: { kind: 'wager', period: 'day', limit: 999, left: 499, renews_at: dayRenewal() },
    })
    expect(refused.message).toContain('USD 4.99')
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await providerBalance(server.db, other.id, SLOT)).toBe(held)
    expect(await staked(other.id)).toBe(500)

    // The first member has nothing left: even the smallest stake is refused, and says the limit is reached.
    const none = await spin(s, 100)
    expect(none).toMatchObject({ code: RG_CODE.wagerLimit, data: { left: 0 } })
    expect(none.message).toContain('wager limit is reached')
  })

  it('takes a stake equal to what the loss limit leaves and refuses one minor unit more; wins never widen it', async () => {
    const p = await player(100_000)
    await setLimit(p, 'loss', 'day', 1_000)
    const s = await seat(p)
    // A win before any loss: the room stays the limit, not more.
    expect(await scripted(s, 100, 5_000)).toMatchObject({ payout: 5_000 })
    expect(await scripted(s, 1_001, 0)).toMatchObject({ code: RG_CODE.lossLimit, data: { left: 1_000 } })
    expect(await scripted(s, 600, 0)).toMatchObject({ payout: 0 })
    // The win is 4,900 ahead, the loss 600: the net is still a win, so 1,000 is left.
    expect(await scripted(s, 1_000, 0)).toMatchObject({ payout: 0 })
    // Net 4,900 - 1,600 = 3,300 ahead still: nothing more is lost in net, so 1,000 again.
    const stake = await scripted(s, 1_001, 0)
    expect(stake).toMatchObject({ code: RG_CODE.lossLimit, data: { kind: 'loss', left: 1_000 } })

    const other = await player(100_000)
    await setLimit(other, 'loss', 'day', 1_000)
    const o = await seat(other)
    expect(await scripted(o, 600, 0)).toMatchObject({ payout: 0 })
    const before = await rowCounts(server.db)
    const refused = await scripted(o, 401, 0)
    expect(refused).toMatchObject({
      code: RG_CODE.lossLimit,
      data: { kind: 'loss', period: 'day', limit: 1_000, left: 400 },
    })
    expect(await rowCounts(server.db)).toEqual(before)
    expect(await scripted(o, 400, 0)).toMatchObject({ stake: 400, payout: 0 })
    expect(await scripted(o, 1, 1)).toMatchObject({ code: RG_CODE.lossLimit, data: { left: 0 } })
  })

  it('refuses a crash start past the wager limit, writing nothing', async () => {
    const p = await player(100_000)
    await setLimit(p, 'wager', 'day', 999)
    const s = await seat(p, CRASH)
    const before = await rowCounts(server.db)
    const res = await server.app.inject({
      method: 'POST',
      url: '/house/play/api/crash/start',
      payload: { token: s.token, round: newRound(), stake: 1_000 },
    })
    expect(res.json()).toMatchObject({ code: RG_CODE.wagerLimit, data: { kind: 'wager', left: 999 } })
    expect(await rowCounts(server.db)).toEqual(before)
  })

  it('shows the refusal in the member’s language: the page sends the lobby’s language, the server answers in it', async () => {
    // The page reads the site's stored language (local storage `lang`, else the `i18n_redirected` cookie).
    expect(PLAY_JS).toContain("localStorage.getItem('lang')")
    expect(PLAY_JS).toContain('i18n_redirected')
    expect(PLAY_JS).toContain('headers.lang = lang')
    const p = await player(100_000)
    await setLimit(p, 'wager', 'day', 100)
    const s = await seat(p)
    const refused = await spin(s, 200, { lang: 'ja_JP' })
    expect(refused.code).toBe(RG_CODE.wagerLimit)
    expect(refused.message).toContain('ベット限度額')
    expect((await spin(s, 200, { lang: 'vi_VN' })).message).toContain('hạn mức cược')
  })

  it('never lets 30 stakes at once pass the wager limit', async () => {
    const p = await player(100_000)
    await setLimit(p, 'wager', 'day', 3_000)
    const s = await seat(p)
    const answers = await Promise.all(Array.from({ length: 30 }, () => spin(s, 500)))
    const taken = answers.filter((a) => a.code === '100')
    expect(taken).toHaveLength(6)
    expect(answers.filter((a) => a.code === RG_CODE.wagerLimit)).toHaveLength(24)
    expect(answers.every((a) => a.status === 200)).toBe(true)
    expect(await staked(p.id)).toBe(3_000)
  })

  it('never lets 30 stakes at once lose past the loss limit', async () => {
    const p = await player(100_000)
    await setLimit(p, 'loss', 'day', 1_000)
    const s = await seat(p)
    const answers = await Promise.all(Array.from({ length: 30 }, () => scripted(s, 100, 0)))
    expect(answers.filter((a) => 'stake' in a)).toHaveLength(10)
    expect(answers.filter((a) => 'code' in a && a.code === RG_CODE.lossLimit)).toHaveLength(20)
    expect(await staked(p.id)).toBe(1_000)
    expect(await providerBalance(server.db, p.id, SLOT)).toBe(99_000)
  })

  it('takes stakes freely without a loss or wager limit', async () => {
    const p = await player(100_000)
    await setLimit(p, 'deposit', 'day', 100)
    const s = await seat(p)
    const answers = await Promise.all(Array.from({ length: 10 }, () => scripted(s, 1_000, 0)))
    expect(answers.every((a) => 'stake' in a)).toBe(true)
    expect(await staked(p.id)).toBe(10_000)
  })
})

// ---------------------------------------------------------------------------
// The reality check in the house game's window

/** Just enough of a page for play.js: elements with attributes, children, listeners and focus. */
class PageNode {
  id = ''
  className = ''
  type = ''
  hidden = false
  textContent = ''
  readonly attributes = new Map<string, string>()
  readonly children: PageNode[] = []
  readonly listeners = new Map<string, ((event: unknown) => void)[]>()
  parent: PageNode | null = null
  constructor(
    readonly page: FakePage,
    readonly tag: string,
  ) {}
  setAttribute(name: string, value: string) {
    this.attributes.set(name, String(value))
  }
  getAttribute(name: string) {
    return this.attributes.get(name) ?? null
  }
  removeAttribute(name: string) {
    this.attributes.delete(name)
  }
  hasAttribute(name: string) {
    return this.attributes.has(name)
  }
  appendChild(child: PageNode) {
    this.children.push(child)
    child.parent = this
    return child
  }
  contains(node: unknown): boolean {
    return node === this || this.children.some((child) => child.contains(node))
  }
  addEventListener(type: string, listener: (event: unknown) => void) {
    this.listeners.set(type, [...(this.listeners.get(type) ?? []), listener])
  }
  dispatch(type: string, event: Record<string, unknown> = {}) {
    for (const listener of this.listeners.get(type) ?? []) listener({ preventDefault() {}, ...event })
  }
  click() {
    this.dispatch('click')
  }
  focus() {
    this.page.document.activeElement = this
  }
  find(test: (node: PageNode) => boolean): PageNode | null {
    if (test(this)) return this
    for (const child of this.children) {
      const found = child.find(test)
      if (found) return found
    }
    return null
  }
  get innerHTML(): string {
    throw new Error('the page must not read or write markup')
  }
  set innerHTML(_html: string) {
    throw new Error('the page must not read or write markup')
  }
}

/** The house game page in its window: opened by the lobby (`opener`), on the lobby's origin. */
class FakePage {
  readonly origin = 'https://lobby.example'
  readonly opener = { closed: false, postMessage: vi.fn<(message: unknown, origin: string) => void>() }
  readonly listeners: ((event: unknown) => void)[] = []
  readonly body = new PageNode(this, 'body')
  readonly main = this.body.appendChild(new PageNode(this, 'main'))
  readonly leave = this.main.appendChild(new PageNode(this, 'button'))
  readonly document = {
    body: this.body,
    activeElement: this.body as PageNode,
    createElement: (tag: string) => new PageNode(this, tag),
    getElementById: (id: string) => this.body.find((node) => node.id === id),
    querySelector: (selector: string) => (selector === 'main' ? this.main : null),
    querySelectorAll: () => [],
    contains: (node: unknown) => this.body.contains(node),
  }
  readonly window = {
    opener: this.opener as unknown,
    addEventListener: (type: string, listener: (event: unknown) => void) => {
      if (type === 'message') this.listeners.push(listener)
    },
  }
  constructor() {
    this.leave.id = 'leave'
    const location = { search: '?token=abc', origin: this.origin, href: `${this.origin}/house/play/slot.html` }
    const storage = { getItem: () => null, setItem: () => {}, removeItem: () => {} }
    new Function('window', 'document', 'location', 'localStorage', PLAY_JS)(
      this.window,
      this.document,
      location,
      storage,
    )
  }
  /** A message to the page, from the lobby on its origin unless told otherwise. */
  post(data: unknown, from: { source?: unknown; origin?: string } = {}) {
    const source = 'source' in from ? from.source : this.opener
    for (const listener of this.listeners) listener({ data, source, origin: from.origin ?? this.origin })
  }
  check() {
    return this.body.find((node) => node.getAttribute('data-testid') === 'house-reality-check')
  }
  byTestId(id: string) {
    return this.body.find((node) => node.getAttribute('data-testid') === id)!
  }
}

describe("the lobby's reality check in the house game's window", () => {
  const words = {
    title: '<img src=x onerror=alert(1)> Reality check',
    text: 'If you keep playing, we will remind you again in 15 minutes.',
    played: 'You have been playing for 15 min.',
    net: 'You are even this session.',
    keep: 'Keep playing',
    stop: 'Stop playing',
  }
  const open = { type: 'lobby.reality_check', open: true, ...words }

  it('listens for the lobby’s messages and builds no markup from them', () => {
    expect(PLAY_JS).toContain("window.addEventListener('message'")
    expect(PLAY_JS).toContain('event.source !== window.opener || event.origin !== location.origin')
    expect(PLAY_JS).not.toMatch(/innerHTML|outerHTML|insertAdjacentHTML|document\.write/)
  })

  it('shows the check as a modal dialog with the lobby’s words as text, focus on Keep playing', () => {
    const page = new FakePage()
    expect(page.check()).toBeNull()
    page.post(open)
    const check = page.check()!
    expect(check.hidden).toBe(false)
    expect(check.getAttribute('role')).toBe('dialog')
    expect(check.getAttribute('aria-modal')).toBe('true')
    const title = page.document.getElementById(check.getAttribute('aria-labelledby')!)!
    // Text, never markup: the tag stays letters.
    expect(title.textContent).toBe(words.title)
    const texts: string[] = []
    check.find((node) => {
      if (node.textContent) texts.push(node.textContent)
      return false
    })
    expect(texts).toEqual([words.title, words.played, words.net, words.text, words.keep, words.stop])
    expect(page.document.activeElement).toBe(page.byTestId('house-reality-check-keep'))
    // The game behind it cannot be played meanwhile.
    expect(page.main.hasAttribute('inert')).toBe(true)
  })

  it.each(['keep', 'stop'] as const)('answers %s to the lobby on its origin and hides the check', (answer) => {
    const page = new FakePage()
    page.post(open)
    page.byTestId(`house-reality-check-${answer}`).click()
    expect(page.opener.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'lobby.reality_check.answer', answer },
      'https://lobby.example',
    )
    expect(page.check()!.hidden).toBe(true)
    expect(page.main.hasAttribute('inert')).toBe(false)
  })

  it('keeps the focus on its buttons, and Esc is Keep playing as in the lobby', () => {
    const page = new FakePage()
    page.post(open)
    const check = page.check()!
    const keep = page.byTestId('house-reality-check-keep')
    const stop = page.byTestId('house-reality-check-stop')
    stop.focus()
    check.dispatch('keydown', { key: 'Tab', shiftKey: false })
    expect(page.document.activeElement).toBe(keep)
    check.dispatch('keydown', { key: 'Tab', shiftKey: true })
    expect(page.document.activeElement).toBe(stop)
    check.dispatch('keydown', { key: 'Escape' })
    expect(page.opener.postMessage).toHaveBeenCalledExactlyOnceWith(
      { type: 'lobby.reality_check.answer', answer: 'keep' },
      'https://lobby.example',
    )
    expect(check.hidden).toBe(true)
  })

  it('hides the check when the lobby says it closed, and updates its words while it shows', () => {
    const page = new FakePage()
    page.post({ ...open, net: 'Loading…' })
    page.post(open)
    expect(page.check()!.find((node) => node.textContent === words.net)).not.toBeNull()
    page.post({ type: 'lobby.reality_check', open: false })
    expect(page.check()!.hidden).toBe(true)
    expect(page.opener.postMessage).not.toHaveBeenCalled()
  })

  it('ignores messages from another window, another origin, or of another shape', () => {
    const page = new FakePage()
    page.post(open, { source: { postMessage() {} } })
    page.post(open, { origin: 'https://evil.example' })
    page.post(JSON.stringify(open))
    page.post({ ...open, type: 'reality_check' })
    page.post({ ...open, open: 'yes' })
    expect(page.check()).toBeNull()
    // A page no lobby opened listens to nobody.
    const alone = new FakePage()
    alone.window.opener = null
    alone.post(open, { source: null })
    expect(alone.check()).toBeNull()
  })
})
