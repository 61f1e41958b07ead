/**
 * The socket.io contract shared by the server and the client (spec section 7,
 * "Real-time"). Channels are socket.io rooms: the client emits `subscribe`
 * `{ channel }` and the server acks. Public channels are open to anyone;
 * `member.{member_id}` only to a connection whose handshake carries a live
 * token of that member; `member.{currency}` and `presence-*` are refused
 * until the features that use them exist.
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
  /** `member.{currency}`, `presence-*`, `private-*`: no feature uses them yet. */
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

/** Events on `member.{member_id}` implemented so far (spec section 7). */
export const MEMBER_EVENTS = [
  'login',
  'game.url',
  'forward_game.status',
  'member.cash',
  'all_transfer_back',
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
  'member.cash': (payload: MemberCashPayload) => void
  all_transfer_back: (payload: AllTransferBackPayload) => void
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
   * a live token of that member. Anything else: `ok: false` with a
   * `SUBSCRIBE_ERROR`.
   */
  subscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
  /** Leaves a channel; acks `ok: true` even when it was not joined. */
  unsubscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
}
