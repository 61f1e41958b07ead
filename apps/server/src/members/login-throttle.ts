import type { Db } from '../db/connection.ts'
import { english, type MessageParams, type ServerMessageKey } from '../http/messages.ts'
import { SlidingWindow, positiveInteger, throttleAddress, type WindowLimit } from './sliding-window.ts'

/**
 * Failed logins (wrong account or password) allowed per client address and
 * over the whole server, each in a sliding window. They add to the limit per
 * account (`LoginFailures`, 100 an hour): one address trying many accounts,
 * or many addresses together, are slowed as well.
 */
export interface LoginThrottleLimits {
  address: WindowLimit
  global: WindowLimit
}

const MINUTE = 60_000

/** 20 failures per address per 15 minutes; 300 failures a minute over all addresses. */
export const LOGIN_THROTTLE_LIMITS: LoginThrottleLimits = {
  address: { max: 20, windowMs: 15 * MINUTE },
  global: { max: 300, windowMs: MINUTE },
}

/**
 * `LOBBY_LOGIN_ADDRESS_FAILURE_MAX`, `LOBBY_LOGIN_ADDRESS_WINDOW_MINUTES` and
 * `LOBBY_LOGIN_GLOBAL_FAILURE_MAX` (per minute) override `LOGIN_THROTTLE_LIMITS`;
 * a value that is not a whole number above 0 stops the server at start.
 */
export function loginThrottleLimits(env: NodeJS.ProcessEnv = process.env): LoginThrottleLimits {
  const addressMinutes = positiveInteger(env, 'LOBBY_LOGIN_ADDRESS_WINDOW_MINUTES')
  return {
    address: {
      max: positiveInteger(env, 'LOBBY_LOGIN_ADDRESS_FAILURE_MAX') ?? LOGIN_THROTTLE_LIMITS.address.max,
      windowMs: addressMinutes === undefined ? LOGIN_THROTTLE_LIMITS.address.windowMs : addressMinutes * MINUTE,
    },
    global: {
      max: positiveInteger(env, 'LOBBY_LOGIN_GLOBAL_FAILURE_MAX') ?? LOGIN_THROTTLE_LIMITS.global.max,
      windowMs: LOGIN_THROTTLE_LIMITS.global.windowMs,
    },
  }
}

/**
 * HTTP 429 through the error handler (envelope code `429`): the spec has no
 * login code for "too many attempts". `retryAfterSeconds` goes out as the
 * `Retry-After` header and in the message.
 */
export class TooManyRequests extends Error {
  readonly statusCode = 429
  constructor(
    /** The envelope's words, in the request's language (http/envelope.ts). */
    readonly wording: ServerMessageKey,
    readonly params: MessageParams,
    readonly retryAfterSeconds: number,
  ) {
    super(english(wording, params))
    this.name = 'TooManyRequests'
  }
}

const GLOBAL = '*'

/** The per-address and global failed-login windows of one server. */
export class LoginThrottle {
  private readonly address: SlidingWindow
  private readonly global: SlidingWindow

  /** `kind` names the windows: members' logins and operators' (`operator-login`) are counted apart. */
  constructor(limits: LoginThrottleLimits, now: () => number = () => Date.now(), kind = 'login') {
    this.address = new SlidingWindow(limits.address, `${kind}-address`, now)
    this.global = new SlidingWindow(limits.global, `${kind}-global`, now)
  }

  /**
   * The refusal for a login from `ip` right now, or undefined: checked before
   * the login header, the captcha or any password hashing, so a refused
   * attempt costs the server nothing.
   */
  async refusal(db: Db, ip: string): Promise<TooManyRequests | undefined> {
    const fromAddress = await this.address.retryAfterMs(db, throttleAddress(ip))
    if (fromAddress > 0) {
      const seconds = Math.ceil(fromAddress / 1000)
      return new TooManyRequests('server.login.throttled_address', { minutes: Math.ceil(seconds / 60) }, seconds)
    }
    const overall = await this.global.retryAfterMs(db, GLOBAL)
    if (overall > 0) {
      const seconds = Math.ceil(overall / 1000)
      return new TooManyRequests('server.login.throttled_site', { seconds }, seconds)
    }
    return undefined
  }

  /** A failed login (wrong account or password) from `ip`. */
  async recordFailure(db: Db, ip: string): Promise<void> {
    await this.address.record(db, throttleAddress(ip))
    await this.global.record(db, GLOBAL)
  }
}
