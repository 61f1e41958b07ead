import type { RgLimitKind, RgPeriod } from '@lobby/domain'

/**
 * The socket.io contract shared by the server and the client (spec section 7,
 * "Real-time"). Channels are socket.io rooms: the client emits `subscribe`
 * `{ channel }` and the server acks. Public channels are open to anyone;
 * `member.{member_id}` only to a connection whose handshake carries a live
 * token of that member; `member.{currency}` and `presence-{currency}` only
 * to a connection whose token's member keeps that currency.
 */
export const REALTIME_PATH = '/socket.io/'

/** Public channel names (spec section 7). */
export const PUBLIC_CHANNEL = {
  /** Banners of a currency changed: `carousel_picture.url`. */
  webApi: (currency: string) => `web_api.${currency}`,
  /** Site details changed: `customer_service_link_change`. */
  webMember: 'web_member',
  /** Ads of a desktop template changed (site02, suncity, apsport): `model_settings.url`. */
  template: (template: string) => `${template}_template`,
  /** Sponsor / login lists of the non-origin mobile templates changed. */
  bobMobileTemplate: 'bob_mobile_template',
} as const

/** Desktop templates that have a `{template}_template` channel. */
export const MODEL_SETTING_TEMPLATES = ['site02', 'suncity', 'apsport'] as const

const PUBLIC_CHANNEL_PATTERN = /^(web_api\.[A-Z]{3}|web_member|(site02|suncity|apsport)_template|bob_mobile_template)$/

export function isPublicChannel(channel: string): boolean {
  return PUBLIC_CHANNEL_PATTERN.test(channel)
}

/** Channels that need a logged-in member. */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('member.') || channel.startsWith('presence-') || channel.startsWith('private-')
}

/** The member's own channel (spec section 7): `game.url`, `member.cash`, `login`, ... */
export function memberChannel(memberId: number): string {
  return `member.${memberId}`
}

// Ids are positive integers below 2^53; a leading zero would name the same member twice.
const MEMBER_CHANNEL_PATTERN = /^member\.([1-9][0-9]{0,15})$/

/** The member id of a `member.{member_id}` channel; null for any other channel (`member.USD` included). */
export function memberIdOfChannel(channel: string): number | null {
  const id = MEMBER_CHANNEL_PATTERN.exec(channel)?.[1]
  if (id === undefined) return null
  const value = Number(id)
  return Number.isSafeInteger(value) ? value : null
}

/**
 * Why the server refused a `subscribe` (the `error` of a refused ack), so a
 * client can tell a dead session from a channel that does not exist.
 */
export const SUBSCRIBE_ERROR = {
  badRequest: 'channel: a channel name',
  unknownChannel: 'unknown channel',
  /** A private channel and no token in the handshake. */
  logInFirst: 'private channel: log in first',
  /** The handshake's token is unknown, expired or revoked, or its member is no longer active. */
  tokenNotLive: 'private channel: the token is unknown, expired or revoked',
  /** The handshake's token is live but belongs to another member. */
  otherMember: "private channel: the token is another member's",
  /** `member.{currency}` or `presence-{currency}` of a currency the member does not keep. */
  otherCurrency: "private channel: not the member's currency",
  /** `private-*`, or a `member.` / `presence-` name that is neither an id nor a currency: no feature uses them. */
  notOpen: 'private channel: not open',
  /** The token could not be checked (database error); the client may try again. */
  unavailable: 'private channel: try again later',
} as const

/** Every public push names its channel, so one listener can tell `web_api.USD` from `web_api.VND`. */
export interface ChannelPayload {
  channel: string
}

/** `carousel_picture.url` on `web_api.{currency}`: reload the banners. */
export interface CarouselPictureUrlPayload extends ChannelPayload {
  currency: string
}

/** `customer_service_link_change` on `web_member`: refetch site details. */
export interface CustomerServiceLinkChangePayload extends ChannelPayload {
  customer_service_link: string
}

/** `model_settings.url`, `model_sponsor.url`, `model_login.url`: reload the list when `language` matches. */
export interface ModelListPayload extends ChannelPayload {
  language: string
}

/**
 * `login` on `member.{member_id}`: the member has just logged in somewhere.
 * The spec's event carries the new session's token; the raw token never
 * leaves the server, so this carries its fingerprint instead (see
 * `tokenFingerprint`), which the receiving session compares with its own.
 */
export interface MemberLoginPayload extends ChannelPayload {
  member_id: number
  /** Lower-case hex SHA-256 of the new session's token (UTF-8), as the server stores it. */
  fingerprint: string
}

/**
 * `game.url` on `member.{member_id}`: the provider answered a `play1`; the
 * waiting game window navigates to `url`.
 */
export interface GameUrlPayload extends ChannelPayload {
  game_session_id: string
  gp_id: string
  game_code: string
  url: string
}

/**
 * `forward_game.status` on `member.{member_id}`: the transfer into the
 * provider's wallet at launch did not happen. `code` 957: the provider takes
 * no transfers (spec section 8, "transfers disabled notice"); other codes:
 * the provider failed, the game plays on what its wallet already holds.
 */
export interface ForwardGameStatusPayload extends ChannelPayload {
  gp_id: string
  code: string
  message: string
}

/**
 * `game.stop` on `member.{member_id}`: the server stopped the member's open game (issue 25). `session_limit`: a
 * session time limit ran out; the session is closed (its page and rounds are refused), the provider wallet's money
 * went back to the main wallet (`member.cash` follows), and no game starts before `renews_at` (ISO 8601 UTC), when
 * the limit's period renews. The lobby quits the game the usual way and tells the member why.
 */
export interface GameStopPayload extends ChannelPayload {
  reason: 'session_limit'
  renews_at: string
  game_session_id: string
  gp_id: string
}

/**
 * `rg.changed` on `member.{member_id}`: an operator imposed a responsible gambling limit on the member (issue 25); it
 * applies at once. `kind` and `period` name the limit, nothing more (the amount is read with the settings). The lobby
 * reads the member's responsible gaming settings again and tells the member. An imposed time-out or self-exclusion
 * sends nothing: it ends every session instead.
 */
export interface RgChangedPayload extends ChannelPayload {
  kind: RgLimitKind
  period: RgPeriod
}

/**
 * `member.cash` on `member.{member_id}`: a balance changed (launch, bet,
 * leave, pull, credit). `cash` is the main wallet, `total` every wallet
 * together; `gp_id` and `balance` name the provider wallet that changed, if one did.
 */
export interface MemberCashPayload extends ChannelPayload {
  cash: number
  total: number
  gp_id?: string
  balance?: number
}

/** `all_transfer_back` on `member.{member_id}`: a pull finished; reload the wallet list. */
export interface AllTransferBackPayload extends ChannelPayload {
  cash: number
  total: number
  results: { gp_id: string; status: 'done' | 'failed' | 'skipped'; amount: number; reason?: string }[]
}

/** `letter.sent` on `member.{member_id}`: a new letter arrived; reload the letters. */
export interface LetterSentPayload extends ChannelPayload {
  id: number
  title: string
}

/** `letter.read` / `letter.delete` on `member.{member_id}` (from any of the member's pages): reload the letters. */
export interface LetterChangedPayload extends ChannelPayload {
  id: number
}

/** `profile.updated` on `member.{member_id}`: the member's details changed; reload them. `fields` names what changed. */
export interface ProfileUpdatedPayload extends ChannelPayload {
  fields: string[]
}

/** `app_clean_cache` on `member.{member_id}`: the operator asked every page of the member to log out and drop its caches. */
export type AppCleanCachePayload = ChannelPayload

/**
 * `member_deposit.success` on `member.{member_id}`: a deposit was credited.
 * `deposit_times` counts the member's deposits with this one (1: the first).
 */
export interface MemberDepositSuccessPayload extends ChannelPayload {
  order_number: string
  deposit_amount: number
  deposit_times: number
  currency: string
}

/** `RedEnvelopeDisplay` on `member.{currency}`: a red envelope started; ask for it. */
export interface RedEnvelopeDisplayPayload extends ChannelPayload {
  id: number
  start_at: string
  end_at: string
}

/** `roulette_display` on `member.{currency}`: a roulette started; load its prize settings. */
export interface RouletteDisplayPayload extends ChannelPayload {
  id: number
  end_at: string
}

/** `presence.count` on `presence-{currency}`: members of the currency online now (sent at most once a second). */
export interface PresenceCountPayload extends ChannelPayload {
  currency: string
  count: number
}

/** Events on `member.{member_id}` (spec section 7). */
export const MEMBER_EVENTS = [
  'login',
  'game.url',
  'forward_game.status',
  'member.cash',
  'all_transfer_back',
  'letter.sent',
  'letter.read',
  'letter.delete',
  'profile.updated',
  'app_clean_cache',
  'member_deposit.success',
  'game.stop',
  'rg.changed',
] as const satisfies readonly (keyof ServerToClientEvents)[]

/** Events on `member.{currency}` (spec section 7). */
export const CURRENCY_EVENTS = [
  'RedEnvelopeDisplay',
  'roulette_display',
] as const satisfies readonly (keyof ServerToClientEvents)[]

export type SubscribeAck = { ok: true; channel: string } | { ok: false; channel: string; error: string }

/** Events the server sends. */
export interface ServerToClientEvents {
  /** Sent once a connection is accepted, with the server's clock (ms since epoch). */
  welcome: (payload: { serverTime: number }) => void
  'carousel_picture.url': (payload: CarouselPictureUrlPayload) => void
  customer_service_link_change: (payload: CustomerServiceLinkChangePayload) => void
  'model_settings.url': (payload: ModelListPayload) => void
  'model_sponsor.url': (payload: ModelListPayload) => void
  'model_login.url': (payload: ModelListPayload) => void
  /** On `member.{member_id}`: the member logged in (here or elsewhere); a different fingerprint is a duplicate login. */
  login: (payload: MemberLoginPayload) => void
  'game.url': (payload: GameUrlPayload) => void
  'forward_game.status': (payload: ForwardGameStatusPayload) => void
  'game.stop': (payload: GameStopPayload) => void
  'rg.changed': (payload: RgChangedPayload) => void
  'member.cash': (payload: MemberCashPayload) => void
  all_transfer_back: (payload: AllTransferBackPayload) => void
  'letter.sent': (payload: LetterSentPayload) => void
  'letter.read': (payload: LetterChangedPayload) => void
  'letter.delete': (payload: LetterChangedPayload) => void
  'profile.updated': (payload: ProfileUpdatedPayload) => void
  app_clean_cache: (payload: AppCleanCachePayload) => void
  'member_deposit.success': (payload: MemberDepositSuccessPayload) => void
  /** On `member.{currency}`. */
  RedEnvelopeDisplay: (payload: RedEnvelopeDisplayPayload) => void
  roulette_display: (payload: RouletteDisplayPayload) => void
  /** On `presence-{currency}`. */
  'presence.count': (payload: PresenceCountPayload) => void
}

/** Public event names, for clients that register listeners in a loop. */
export const PUBLIC_EVENTS = [
  'carousel_picture.url',
  'customer_service_link_change',
  'model_settings.url',
  'model_sponsor.url',
  'model_login.url',
] as const satisfies readonly (keyof ServerToClientEvents)[]

/** Events the client sends. */
export interface ClientToServerEvents {
  /** Round trip used to check the link is alive; the server acks with its clock. */
  ping_lobby: (ack: (payload: { serverTime: number }) => void) => void
  /**
   * Joins a channel. Public channels: always. `member.{member_id}`: when the
   * handshake's token (`auth.token`, or an `Authorization: Bearer` header) is
   * a live token of that member. `member.{currency}` and
   * `presence-{currency}`: when it is a live token of a member of that
   * currency. Anything else: `ok: false` with a `SUBSCRIBE_ERROR`.
   */
  subscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
  /** Leaves a channel; acks `ok: true` even when it was not joined. */
  unsubscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
}
