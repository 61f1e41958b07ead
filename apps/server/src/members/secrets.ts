import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'

/** 32 random bytes, base64url (43 characters): tokens, login ids, codes. */
export function randomSecret(): string {
  return randomBytes(32).toString('base64url')
}

/** How secrets the client holds are stored: SHA-256, hex. A database reader cannot replay them. */
export function sha256(value: string): string {
  return createHash('sha256').update(value, 'utf8').digest('hex')
}

/** Compares two strings without leaking where they differ. */
export function sameText(a: string, b: string): boolean {
  return timingSafeEqual(Buffer.from(sha256(a), 'hex'), Buffer.from(sha256(b), 'hex'))
}

export function isoNow(): string {
  return new Date().toISOString()
}

/** `ms` after `from` (default: now), as an ISO string. */
export function isoIn(ms: number, from: string = isoNow()): string {
  return new Date(Date.parse(from) + ms).toISOString()
}

const MINUTE = 60_000

/** How long each secret lives. */
export const LIFETIME = {
  memberToken: 7 * 24 * 60 * MINUTE,
  captcha: 3 * MINUTE,
  loginNonce: 2 * MINUTE,
  loginChallenge: 10 * MINUTE,
  vxToken: 10 * MINUTE,
  vxLock: 15 * MINUTE,
  infoCode: 5 * MINUTE,
} as const
