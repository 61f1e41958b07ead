import { isDuplicateLogin, type MemberLoginPayload } from '@lobby/realtime'
import { siteText } from '../../app/i18n.ts'
import { session } from '../../app/session.ts'
import { showToast } from '../toast/store.ts'

/** The warning shown before a duplicate login logs this page out (spec section 8). */
export const DUPLICATE_LOGIN_MESSAGE = 'login.duplicate_login'

let loggingOut = false

/** A `login` on the member's channel (see `watchDuplicateLogin`): a duplicate warns, then logs this page out. */
export async function onMemberLogin(event: MemberLoginPayload): Promise<void> {
  if (loggingOut) return
  const stored = { token: session.getToken(), memberId: session.getMemberId() }
  if (!(await isDuplicateLogin(event, stored))) return
  // The same event can reach the page twice (a rejoin); one warning and one logout are enough.
  loggingOut = true
  try {
    showToast({ type: 'warning', text: await siteText(DUPLICATE_LOGIN_MESSAGE) })
    // The account actions load on demand (first-route budget); a member logged in has them already.
    const { logout } = await import('./actions.ts')
    await logout()
  } finally {
    loggingOut = false
  }
}
