import { memberChannel, type MemberLoginPayload } from './contract.ts'

/**
 * The fingerprint of a token as the `login` event carries it: lower-case hex
 * SHA-256 of its UTF-8 bytes, which is also how the server stores tokens.
 * Null where WebCrypto is missing: browsers offer `crypto.subtle` only in
 * secure contexts (https, localhost), and the site is served over https.
 */
export async function tokenFingerprint(token: string): Promise<string | null> {
  const subtle = globalThis.crypto?.subtle as SubtleCrypto | undefined
  if (!subtle) return null
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(token))
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('')
}

/** The session this page holds, as stored (spec section 3): token and member id. */
export interface StoredSession {
  token: string | null | undefined
  memberId: number | null | undefined
}

/**
 * Spec section 5: a login event from elsewhere is a duplicate login only if
 * its token differs from the stored one. So it is not one when this page has
 * no session (it logged out, or its own login has not been stored yet), when
 * the event is about another member's channel, or when the fingerprint is
 * this session's own (the page's own login, or another tab sharing its
 * storage). Where the fingerprint cannot be computed (no WebCrypto) it is not
 * one either: logging a member out on a guess would be worse than missing it.
 */
export async function isDuplicateLogin(event: MemberLoginPayload, stored: StoredSession): Promise<boolean> {
  if (!stored.token || !stored.memberId) return false
  if (event.member_id !== stored.memberId || event.channel !== memberChannel(stored.memberId)) return false
  const own = await tokenFingerprint(stored.token)
  return own !== null && own !== event.fingerprint.toLowerCase()
}
