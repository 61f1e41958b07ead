import {
  ApiError,
  failureText,
  letterDestroy,
  letterList,
  letterRead,
  LETTER_COUNT,
  RED_ENVELOPE_CODE,
  redEnvelopeClaim,
  redEnvelopePromotion,
  rouletteInfo,
  rouletteSettings,
  rouletteSpin,
} from '@lobby/api'
import { RED_ENVELOPE_REFETCH_MS, ROULETTE_CODE, ROULETTE_IMAGE_NAMES, rouletteImageUrl } from '@lobby/domain'
import { type MemberDepositSuccessPayload } from '@lobby/realtime/contract'
import { subscribeKey } from 'valtio/utils'
import { api } from '../../app/api.ts'
import { siteText } from '../../app/i18n.ts'
import { memberPopupOpen } from '../../app/login-gate.ts'
import { realtime } from '../../app/realtime.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { currentLayout } from '../../layouts/use-layout.ts'
import { appShell } from '../native/bridge.ts'
import { accountStore } from '../account/store.ts'
import { loadBalance } from '../play/actions.ts'
import { showToast } from '../toast/store.ts'
import { trackEvent } from '../tracking/actions.ts'
import { activitiesStore, resetActivities } from './store.ts'

/**
 * The member's activities (spec sections 4 and 7): letters, the red
 * envelope, the roulette, and the member events that are not about play.
 * `startActivities` runs while a member is signed in.
 */

const signal = () => ({ signal: api.sharedSignal })

async function errorToast(error: unknown): Promise<void> {
  const text = failureText(error)
  showToast({
    type: 'error',
    text: error instanceof ApiError && error.kind === 'business' ? text : await siteText(text),
  })
}

// ---------------------------------------------------------------------------
// Letters

export async function loadLetters(page = activitiesStore.letters.page): Promise<void> {
  const letters = activitiesStore.letters
  if (letters.status !== 'ready') letters.status = 'loading'
  try {
    const answer = await api.call(
      letterList,
      {
        active: 1,
        count: LETTER_COUNT,
        language: session.getLanguage(),
        page,
        site_id: siteConfig.siteId,
        sort_field: 'id',
        sort_order: 'desc',
      },
      signal(),
    )
    // A page emptied by deletes steps back to the last page that has letters.
    const lastPage = Math.max(1, Math.ceil(answer.total_count / LETTER_COUNT))
    if (answer.list.length === 0 && page > lastPage) {
      await loadLetters(lastPage)
      return
    }
    letters.list = answer.list
    letters.totalCount = answer.total_count
    letters.unreadCount = answer.unread_count
    letters.page = page
    letters.status = 'ready'
    if (letters.selectedId !== null && !answer.list.some((letter) => letter.id === letters.selectedId)) {
      letters.selectedId = null
    }
  } catch {
    letters.status = 'error'
  }
}

export function openLetters(): void {
  activitiesStore.letters.open = true
  void loadLetters()
}

export function closeLetters(): void {
  activitiesStore.letters.open = false
  activitiesStore.letters.selectedId = null
}

/** Shows a letter; an unread one is marked read on the server (its `letter.read` reloads every page of the member). */
export async function openLetter(id: number): Promise<void> {
  const letters = activitiesStore.letters
  letters.selectedId = id
  const letter = letters.list.find((entry) => entry.id === id)
  if (!letter || letter.is_read === 1) return
  try {
    await api.call(letterRead, { id }, signal())
    letter.is_read = 1
    letters.unreadCount = Math.max(0, letters.unreadCount - 1)
  } catch (error) {
    await errorToast(error)
  }
}

export function closeLetter(): void {
  activitiesStore.letters.selectedId = null
}

export async function deleteLetter(id: number): Promise<void> {
  try {
    await api.call(letterDestroy, { id }, signal())
    activitiesStore.letters.selectedId = null
    await loadLetters()
  } catch (error) {
    await errorToast(error)
    void loadLetters()
  }
}

// ---------------------------------------------------------------------------
// Red envelope

/** Asks for the running envelope; an unclaimed one opens the modal counting down (spec section 4). */
export async function loadEnvelope(): Promise<void> {
  const envelope = activitiesStore.envelope
  try {
    const { envelope: current } = await api.call(redEnvelopePromotion, {}, signal())
    envelope.current = current
    if (current && current.claimed === 0) {
      envelope.view = { kind: 'countdown', endAt: current.end_at }
      envelope.open = true
    } else if (!current && envelope.view?.kind === 'countdown') {
      // It ended or was emptied meanwhile; what the member was last shown otherwise stays.
      envelope.view = { kind: 'ended' }
    }
  } catch {
    // No envelope shown; the next RedEnvelopeDisplay asks again.
  }
}

let refetchTimer: ReturnType<typeof setTimeout> | undefined

/** The countdown reached zero: the envelope ends, and is asked for again 3 s later (spec section 4). */
export function envelopeExpired(): void {
  const envelope = activitiesStore.envelope
  if (envelope.view?.kind === 'countdown' || envelope.view?.kind === 'claiming') envelope.view = { kind: 'ended' }
  envelope.current = null
  clearTimeout(refetchTimer)
  refetchTimer = setTimeout(() => void loadEnvelope(), RED_ENVELOPE_REFETCH_MS)
}

export async function claimEnvelope(): Promise<void> {
  const envelope = activitiesStore.envelope
  const current = envelope.current
  if (!current || envelope.view?.kind !== 'countdown') return
  envelope.view = { kind: 'claiming', endAt: current.end_at }
  try {
    const won = await api.call(redEnvelopeClaim, { id: current.id }, signal())
    envelope.view = { kind: 'won', cash: won.cash, currency: session.getCurrency() }
    envelope.current = { ...current, claimed: 1, cash: won.cash }
  } catch (error) {
    if (error instanceof ApiError && error.code === RED_ENVELOPE_CODE.gone) {
      // 102: the message is shown and the envelope cleared (spec section 8).
      envelope.view = { kind: 'gone', message: failureText(error) }
      envelope.current = null
    } else if (error instanceof ApiError && error.code === RED_ENVELOPE_CODE.claimed) {
      const cash = (error.data as { cash?: unknown } | null)?.cash
      envelope.view =
        typeof cash === 'number'
          ? { kind: 'won', cash, currency: session.getCurrency() }
          : { kind: 'error', message: failureText(error) }
    } else {
      envelope.view = { kind: 'error', message: await siteText(failureText(error)).catch(() => failureText(error)) }
    }
  }
}

/** Closing the modal refreshes the balance and the letters (spec section 4). */
export function closeEnvelope(): void {
  activitiesStore.envelope.open = false
  void loadBalance()
  void loadLetters()
}

// ---------------------------------------------------------------------------
// Roulette

const preloaded = new Set<string>()

/** The 21 pictures are fetched as soon as a roulette exists, so the first spin has them (spec section 4). */
function preloadRouletteImages(): void {
  for (const name of ROULETTE_IMAGE_NAMES) {
    const url = rouletteImageUrl(name)
    if (preloaded.has(url)) continue
    preloaded.add(url)
    const image = new Image()
    image.decoding = 'async'
    image.src = url
  }
}

/** Loads the running roulette's prize settings; none running hides it. */
export async function loadRoulette(): Promise<void> {
  const roulette = activitiesStore.roulette
  try {
    const answer = await api.call(rouletteSettings, {}, signal())
    if (!answer.roulette) {
      Object.assign(roulette, { id: null, prizes: [], open: false })
      return
    }
    roulette.id = answer.roulette.id
    roulette.prizes = answer.roulette.prize_settings
    preloadRouletteImages()
  } catch {
    // Nothing to show; the next roulette_display asks again.
  }
}

/** Opening fetches the member's draws (spec section 4); 2095101 shows its own message. */
export async function openRoulette(): Promise<void> {
  const roulette = activitiesStore.roulette
  roulette.open = true
  try {
    const info = await api.call(rouletteInfo, {}, signal())
    roulette.remainingDraws = info.remaining_draws
  } catch (error) {
    roulette.open = false
    await errorToast(error)
    if (error instanceof ApiError && error.code === ROULETTE_CODE.infoRefused) void loadRoulette()
  }
}

export function closeRoulette(): void {
  const roulette = activitiesStore.roulette
  if (roulette.spinning) return
  roulette.open = false
}

let spins = 0

/** A spin: blocked while one runs; the server decides the prize, the wheel then turns to it. */
export async function spinRoulette(): Promise<void> {
  const roulette = activitiesStore.roulette
  if (roulette.spinning || roulette.id === null) return
  roulette.spinning = true
  try {
    const result = await api.call(rouletteSpin, { id: roulette.id }, signal())
    roulette.remainingDraws = result.remaining_draws
    spins += 1
    roulette.target = { prizeId: result.prize_id, nonce: spins }
  } catch (error) {
    roulette.spinning = false
    if (error instanceof ApiError && error.code === ROULETTE_CODE.noDraws) {
      // 2093101: a warning dialog with a confirm button (spec section 8).
      roulette.remainingDraws = 0
      roulette.award = { kind: 'no-draws', message: failureText(error) }
    } else {
      await errorToast(error)
      if (error instanceof ApiError && error.code === ROULETTE_CODE.notRunning) void loadRoulette()
    }
  }
}

/** The wheel stopped: the award alert names the prize; the balance follows. */
export function spinEnded(prizeId: number): void {
  const roulette = activitiesStore.roulette
  roulette.spinning = false
  const prize = roulette.prizes.find((entry) => entry.prize_id === prizeId)
  if (prize) roulette.award = { kind: 'prize', prize }
  if (prize && prize.cash > 0) void loadBalance()
}

export function closeAward(): void {
  activitiesStore.roulette.award = null
}

export function setQuickBet(on: boolean): void {
  activitiesStore.roulette.quickBet = on
}

// ---------------------------------------------------------------------------
// Member events that are not about play

/**
 * `app_clean_cache` (spec section 7): the operator wants this member's pages
 * clean: log out, drop the caches (session storage, the Cache Storage of the
 * service worker), reload. Language, currency and the device id stay.
 */
export async function cleanCacheAndReload(): Promise<void> {
  const { logout } = await import('../account/actions.ts')
  await logout({ quiet: true })
  try {
    sessionStorage.clear()
  } catch {
    // Storage blocked: nothing to clear.
  }
  if ('caches' in window) {
    for (const key of await caches.keys().catch(() => [] as string[])) await caches.delete(key).catch(() => false)
  }
  window.location.reload()
}

/**
 * `member_deposit.success` (spec section 7): on the desktop web site, when
 * the member-centre window is not open (it reports its own), the page sends
 * the first-pay or pay event and the purchase, with the value, currency and
 * order number. The event ids are fresh per page, and only one page sends.
 */
export function onDepositSuccess(event: MemberDepositSuccessPayload): void {
  if (currentLayout() !== 'layout-desktop' || appShell() !== null || memberPopupOpen()) return
  const data = { value: event.deposit_amount, currency: event.currency, order_id: event.order_number }
  const memberId = session.getMemberId() ?? undefined
  void trackEvent(event.deposit_times === 1 ? 'FirstPay' : 'Pay', data, memberId)
  void trackEvent('Purchase', data, memberId)
}

let started = false

/**
 * Starts the activities for the signed-in member: listens to the letter,
 * envelope, roulette, profile, cache and deposit events (the connection
 * manager joins `member.{currency}` and the presence channel with the
 * member's own), and asks once for the running envelope, roulette and the
 * letters. Stops (and forgets everything) when
 * the member logs out.
 */
export function startActivities(): () => void {
  if (started) return () => {}
  started = true
  const reloadLetters = () => void loadLetters()
  const offs = [
    realtime.on('letter.sent', reloadLetters),
    realtime.on('letter.read', reloadLetters),
    realtime.on('letter.delete', reloadLetters),
    realtime.on('RedEnvelopeDisplay', () => void loadEnvelope()),
    realtime.on('roulette_display', () => void loadRoulette()),
    realtime.on('profile.updated', () => void import('../account/actions.ts').then((a) => a.loadLayout())),
    realtime.on('app_clean_cache', () => void cleanCacheAndReload()),
    realtime.on('member_deposit.success', onDepositSuccess),
    // After a reconnect (missed events) everything is asked for again.
    realtime.onMemberChannel((channel) => {
      if (channel !== null) refreshAll()
    }),
    subscribeKey(accountStore, 'member', (member) => {
      if (member === null) resetActivities()
    }),
  ]
  refreshAll()
  return () => {
    started = false
    clearTimeout(refetchTimer)
    for (const off of offs) off()
    resetActivities()
  }
}

function refreshAll(): void {
  void loadLetters()
  void loadEnvelope()
  void loadRoulette()
}
