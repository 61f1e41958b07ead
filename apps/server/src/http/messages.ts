import {
  isServerMessageKey,
  requestLanguage,
  serverMessage,
  serverMessageKeyOf,
  type MessageParams,
  type ServerMessageKey,
} from '@lobby/api/messages'
import type { LanguageCode } from '@lobby/domain'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export type { MessageParams, ServerMessageKey }

/**
 * Words sent as they are, never translated by the server: a ui catalogue key
 * the site translates itself (`account_error`, `fund.err_date_range`, the
 * domain's `signup.*` rule keys) or text an operator wrote.
 */
export type Verbatim = string & { readonly verbatim: unique symbol }
export const verbatim = (text: string): Verbatim => text as Verbatim

/** What a refusal or a 400 says: a key of the server catalogues (`@lobby/api/messages`) or verbatim words. */
export type Wording = ServerMessageKey | Verbatim

/** `wording` in `language`, parameters filled; verbatim words unchanged. */
export function say(language: string, wording: string, params?: MessageParams): string {
  return isServerMessageKey(wording) ? serverMessage(language, wording, params) : wording
}

/** The English text of `wording` (Error messages, logs, the envelope before the answer's language is applied). */
export const english = (wording: string, params?: MessageParams): string => say('en_US', wording, params)

/** The request's language: `lang` header, `i18n_redirected` cookie, `accept-language`, else en_US. */
export function languageOf(request: FastifyRequest): LanguageCode {
  return requestLanguage(request.headers as Parameters<typeof requestLanguage>[0])
}

/** What an envelope's message is made of, kept until the answer goes out in the request's language. */
interface Said {
  wording: ServerMessageKey
  params: MessageParams | undefined
  /** A 400's field: the message is `<field>: <reason>`. */
  field: string | undefined
}

const said = new WeakMap<object, Said>()

/**
 * Marks `body` (an envelope) as saying `wording`: its `message` is rewritten
 * in the request's language as the answer goes out (`installMessages`).
 * Verbatim words are left as they are.
 */
export function remember(body: object, wording: string, params?: MessageParams, field?: string): void {
  const key = isServerMessageKey(wording) ? wording : serverMessageKeyOf(wording)
  if (key) said.set(body, { wording: key, params, field })
}

/**
 * The one place envelope messages take the player's language: every envelope
 * built by `envelope()` / `sendBadRequest()` (handlers, refusals, the error
 * handler) is rewritten just before it is serialised. `code` and `data` never
 * change.
 */
export function installMessages(app: FastifyInstance): void {
  app.addHook('preSerialization', async (request, _reply, payload) => inLanguage(payload, languageOf(request)))
}

/** `payload` as it goes out in `language`: an envelope's message rewritten, anything else as it is. */
export function inLanguage(payload: unknown, language: LanguageCode): unknown {
  if (payload === null || typeof payload !== 'object') return payload
  const words = said.get(payload)
  if (!words) return payload
  if (language === 'en_US') return payload
  const text = say(language, words.wording, words.params)
  return {
    ...(payload as Record<string, unknown>),
    message: words.field === undefined ? text : `${words.field}: ${text}`,
  }
}
