import { addressMemberType } from '@lobby/domain'
import { accountStore } from '../features/account/store.ts'
import { AUTH_CALLBACK_PATH } from './router.tsx'
import { session } from './session.ts'

/** The four query parameters that hand a session over together (spec sections 4 and 5). */
const HANDOVER_KEYS = ['tk', 'member_account', 'member_currency', 'member_id'] as const
/** `member_type` (spec section 2) is stored with a session handed over; it leaves the address with the four. */
const MEMBER_TYPE_KEY = 'member_type'

/**
 * Session from the address (spec sections 4 and 5), before the first render.
 * With all of tk, member_account, member_currency and member_id, they become
 * the session, unless `skipReloadGetInfo` is stored (then it is removed and
 * the stored session stays). A visitor, or the same member with a new token,
 * takes it at once; while another member is signed in nothing changes yet:
 * the layout asks, naming both accounts (`accountStore.handover`,
 * SessionSwitchConfirm), and only "Switch account" replaces the session.
 * Either way the four leave the address at once, so the token is not kept in
 * the history or shown in the address bar.
 *
 * Returns the `enc` parameter, if any: the caller trades it for a session
 * (`adoptEncryptedSession`) and then resets the address to `/`.
 */
export function takeSessionFromAddress(location: Location = window.location): string | null {
  const url = new URL(location.href)
  const params = url.searchParams
  const [token, account, currency, id] = HANDOVER_KEYS.map((key) => params.get(key)?.trim() ?? '')
  const memberId = Number(id)
  if (token && account && currency && Number.isInteger(memberId) && memberId > 0) {
    if (!session.takeSkipReloadGetInfo()) {
      const memberType = addressMemberType(params.get(MEMBER_TYPE_KEY))
      const incoming = {
        token,
        member_id: memberId,
        member_account: account,
        currency,
        ...(memberType === null ? {} : { member_type: memberType }),
      }
      const current = session.getToken() ? session.getMemberAccount() : null
      const currentId = session.getMemberId()
      if (current && currentId !== null && currentId !== memberId) {
        accountStore.handover = { current, incoming, switching: false }
      } else {
        session.clearMember()
        session.setMember(incoming)
        accountStore.member = { account }
      }
    }
  }
  if (HANDOVER_KEYS.some((key) => params.has(key))) {
    for (const key of HANDOVER_KEYS) params.delete(key)
    params.delete(MEMBER_TYPE_KEY)
    const search = params.toString()
    window.history.replaceState(window.history.state, '', `${url.pathname}${search ? `?${search}` : ''}${url.hash}`)
  }
  // The authorised-login callback trades its own `enc` and hands the session to its opener.
  if (url.pathname === AUTH_CALLBACK_PATH) return null
  return params.get('enc') || null
}
