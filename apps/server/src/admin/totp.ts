import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto'

/**
 * Time-based one-time passwords (RFC 6238 over RFC 4226): HMAC-SHA1, 30-second
 * steps, six digits, what every authenticator app reads from an `otpauth://`
 * address. A code is accepted for the current step and one step either side
 * (a phone's clock a little off), and only for a step later than the last
 * one accepted, so a code seen over a shoulder cannot be used twice.
 */

export const TOTP_STEP_S = 30
export const TOTP_DIGITS = 6
/** Steps accepted either side of the current one. */
export const TOTP_WINDOW = 1

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567'

export function base32Encode(bytes: Buffer): string {
  let bits = 0
  let value = 0
  let out = ''
  for (const byte of bytes) {
    value = (value << 8) | byte
    bits += 8
    while (bits >= 5) {
      out += ALPHABET[(value >>> (bits - 5)) & 31]
      bits -= 5
    }
  }
  if (bits > 0) out += ALPHABET[(value << (5 - bits)) & 31]
  return out
}

export function base32Decode(text: string): Buffer {
  const clean = text.replace(/[\s=]/g, '').toUpperCase()
  let bits = 0
  let value = 0
  const out: number[] = []
  for (const char of clean) {
    const index = ALPHABET.indexOf(char)
    if (index < 0) throw new Error('not base32')
    value = (value << 5) | index
    bits += 5
    if (bits >= 8) {
      out.push((value >>> (bits - 8)) & 255)
      bits -= 8
    }
  }
  return Buffer.from(out)
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's recommendation), base32. */
export function newTotpSecret(): string {
  return base32Encode(randomBytes(20))
}

/** The time step of `ms` (epoch milliseconds). */
export function totpStep(ms: number): number {
  return Math.floor(ms / 1000 / TOTP_STEP_S)
}

/** The code of `step` for `secret` (HOTP of the step). */
export function totpCode(secret: string, step: number): string {
  const counter = Buffer.alloc(8)
  counter.writeBigUInt64BE(BigInt(step))
  const mac = createHmac('sha1', base32Decode(secret)).update(counter).digest()
  const offset = mac[mac.length - 1]! & 0x0f
  const binary = mac.readUInt32BE(offset) & 0x7fffffff
  return String(binary % 10 ** TOTP_DIGITS).padStart(TOTP_DIGITS, '0')
}

/**
 * The step `code` belongs to, if it is good now (within the window) and later
 * than `lastStep`; undefined otherwise. Compared in constant time.
 */
export function acceptTotp(secret: string, code: string, lastStep: number, now = Date.now()): number | undefined {
  if (!/^\d{6}$/.test(code)) return undefined
  const current = totpStep(now)
  let accepted: number | undefined
  for (let step = current - TOTP_WINDOW; step <= current + TOTP_WINDOW; step++) {
    const same = timingSafeEqual(Buffer.from(totpCode(secret, step)), Buffer.from(code))
    if (same && step > lastStep && accepted === undefined) accepted = step
  }
  return accepted
}

/** The address an authenticator app reads (as a QR code or typed): `otpauth://totp/<issuer>:<account>?...`. */
export function totpUri(secret: string, account: string, issuer = 'Lobby console'): string {
  const label = encodeURIComponent(`${issuer}:${account}`)
  const query = new URLSearchParams({
    secret,
    issuer,
    algorithm: 'SHA1',
    digits: String(TOTP_DIGITS),
    period: String(TOTP_STEP_S),
  })
  return `otpauth://totp/${label}?${query.toString()}`
}
