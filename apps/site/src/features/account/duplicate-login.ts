import { subscribeKey } from 'valtio/utils'
import { realtime } from '../../app/realtime.ts'
import { accountStore } from './store.ts'

let watching = false

/**
 * Duplicate login (spec sections 5 and 8): when `login` arrives on the
 * member's channel with a token other than the one stored here, the page
 * shows a warning toast, then logs out (the server revokes this token, the
 * stored session goes, the socket reconnects as a visitor). What to do with
 * the event loads with the first one (`duplicate-login-handler.ts`): `/`
 * does not carry it (first-route budget).
 *
 * A session the server no longer accepts (its token revoked by a logout,
 * password change or reset elsewhere, or expired) is forgotten when the
 * socket is refused the member channel (`onSessionEnded`), and at once when
 * another tab of this browser removes the token they share.
 *
 * It also keeps the member channel in step with the session: every change of
 * the logged-in member (login, logout, a 401, a session handed over) asks the
 * socket to join or leave `member.{id}`. Call once at start; later calls do
 * nothing.
 */
export function watchDuplicateLogin(): void {
  if (watching) return
  watching = true
  subscribeKey(accountStore, 'member', () => realtime.syncMember())
  realtime.on('login', (event) => void import('./duplicate-login-handler.ts').then((m) => m.onMemberLogin(event)))
  // The server ended this page's session (revoked elsewhere, expired): forget it and go on as a visitor.
  realtime.onSessionEnded(() => void import('./actions.ts').then((a) => a.forgetEndedSession()))
  // Another tab of this browser logged out (or was logged out: a time-out taken there): the session they shared is
  // over here too. Without this the page would reconnect without a token and look signed in until its next call.
  window.addEventListener('storage', (event) => {
    if (event.key === 'token' && event.oldValue && !event.newValue && accountStore.member) {
      void import('./actions.ts').then((a) => a.forgetEndedSession())
    }
  })
}
