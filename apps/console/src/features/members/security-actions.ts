import {
  ADMIN_CODE,
  ADMIN_MEMBERS_CODE,
  adminMemberBankVerify,
  adminMemberFlags,
  adminMemberIpRules,
  isApiError,
  type IpRule,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { SecurityChange } from '../../screens/member-page/index.ts'
import { loadMember } from './actions.ts'
import { closedIpRules, memberPage } from './store.ts'

const words = copy.memberSecurity

/** Whose page is shown: an answer for another member's page (the operator moved on) changes nothing. */
const pageOf = () => `${memberPage.site}\n${memberPage.account}`

/** Opens the confirmation of a security change (a verification, a flag); not while one is being sent. */
export function askSecurityChange(change: SecurityChange): void {
  if (memberPage.securityActing) return
  memberPage.securityChange = change
  memberPage.securityError = ''
}

/** Closes the confirmation (not while its change is being sent). */
export function cancelSecurityChange(): void {
  if (memberPage.securityActing) return
  memberPage.securityChange = null
  memberPage.securityError = ''
}

/** A refusal that ends the page or the dialog: no such member (107), the role may not (403). Whether it was one. */
function pageRefusal(error: unknown, close: () => void): boolean {
  if (isRefusal(error, ADMIN_CODE.memberNotFound)) {
    close()
    memberPage.detail = null
    memberPage.status = 'not-found'
    return true
  }
  if (isForbidden(error)) {
    close()
    memberPage.notice = { tone: 'error', text: copy.member.actionForbidden }
    return true
  }
  return false
}

/**
 * Sends the confirmed security change (`adminMemberBankVerify` for one account or all, `adminMemberFlags` for one
 * flag), says what it came to and reads the page again. No such member (107) is the not-found state; an account no
 * longer bound (116) closes with an alert and reads the page again; a refusal for the role closes with an alert; any
 * other failure stays in the confirmation, for another try.
 */
export async function confirmSecurityChange(): Promise<void> {
  const change = memberPage.securityChange
  if (change === null || memberPage.securityActing) return
  const page = pageOf()
  const ref = { site_id: memberPage.site, member_account: memberPage.account }
  memberPage.securityActing = true
  memberPage.securityError = ''
  memberPage.notice = null
  const close = () => {
    memberPage.securityChange = null
  }
  try {
    let text: string
    if (change.kind === 'verify') {
      const { verified } = await api.call(adminMemberBankVerify, change.id === null ? ref : { ...ref, id: change.id })
      text = words.verifiedNotice(verified)
    } else {
      await api.call(adminMemberFlags, { ...ref, [change.flag]: change.on ? 1 : 0 })
      text = words.flagSaved(words.flags[change.flag].label, change.on)
    }
    if (page !== pageOf()) return
    close()
    memberPage.notice = { tone: 'success', text }
    void loadMember({ quiet: true })
  } catch (error) {
    if (page !== pageOf() || (isApiError(error) && error.kind === 'unauthorized')) return
    if (pageRefusal(error, close)) return
    if (isRefusal(error, ADMIN_MEMBERS_CODE.bankAccountNotFound)) {
      close()
      memberPage.notice = { tone: 'error', text: words.accountGone }
      void loadMember({ quiet: true })
    } else {
      memberPage.securityError = describeFailure(error)
    }
  } finally {
    if (page === pageOf()) memberPage.securityActing = false
  }
}

/** Opens the IP rules editor on the member's rules. */
export function openIpRules(): void {
  if (memberPage.detail === null || memberPage.ipRules.saving) return
  memberPage.ipRules = { ...closedIpRules(), open: true }
}

/** Closes the IP rules editor (not while saving): what was typed is dropped. */
export function closeIpRules(): void {
  if (memberPage.ipRules.saving) return
  memberPage.ipRules = closedIpRules()
}

/**
 * Saves the member's whole list of IP rules (`adminMemberIpRules`); the editor closes, the notice says how many, the
 * page is read again. A field the server refuses (`rules.1.pattern`: not an address) shows under it, the list's
 * own refusal (`rules`) above the rows; 107 is the not-found state, 403 closes with an alert; any other failure stays
 * in the editor.
 */
export async function saveIpRules(rules: IpRule[]): Promise<void> {
  const editor = memberPage.ipRules
  if (!editor.open || editor.saving) return
  const page = pageOf()
  editor.saving = true
  editor.error = ''
  editor.fieldErrors = {}
  memberPage.notice = null
  try {
    const saved = await api.call(adminMemberIpRules, {
      site_id: memberPage.site,
      member_account: memberPage.account,
      rules,
    })
    if (page !== pageOf()) return
    memberPage.ipRules = closedIpRules()
    memberPage.notice = { tone: 'success', text: words.ipSaved(saved.rules.length) }
    void loadMember({ quiet: true })
  } catch (error) {
    if (page !== pageOf() || (isApiError(error) && error.kind === 'unauthorized')) return
    if (pageRefusal(error, () => (memberPage.ipRules = closedIpRules()))) return
    if (isApiError(error) && error.kind === 'invalid' && error.field?.startsWith('rules')) {
      editor.fieldErrors = { [error.field]: words.serverRefused(error.fieldReason || error.message) }
    } else {
      editor.error = words.saveFailed(describeFailure(error))
    }
  } finally {
    if (page === pageOf()) memberPage.ipRules.saving = false
  }
}
