/**
 * The socket.io contract shared by the server and the client (spec section 7,
 * "Real-time"). Channels are socket.io rooms: the client emits `subscribe`
 * `{ channel }` and the server acks. Only the public channels exist so far;
 * `member.*` and `presence-*` are refused until members can log in.
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

/** Channels that need a logged-in member: refused for now. */
export function isPrivateChannel(channel: string): boolean {
  return channel.startsWith('member.') || channel.startsWith('presence-') || channel.startsWith('private-')
}

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
  /** Joins a public channel; private channels are refused with `ok: false`. */
  subscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
  /** Leaves a channel; acks `ok: true` even when it was not joined. */
  unsubscribe: (request: { channel: string }, ack: (result: SubscribeAck) => void) => void
}
