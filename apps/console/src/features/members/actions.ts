import {
  ADMIN_CODE,
  adminMemberCleanCache,
  adminMemberDetail,
  adminMemberForceLogout,
  adminMemberResetPassword,
  adminMembers,
  adminMemberStatus,
  adminMemberWallet,
  isApiError,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import type { MemberAction } from '../../screens/member-page/index.ts'
import { closedIpRules, closedRg, MEMBER_PAGE_SIZE, memberPage, memberRg, memberSearch } from './store.ts'

/** The latest search; an older answer arriving late is dropped. */
let searches = 0

/** Loads the page of the search the store holds (`adminMembers`); before any search there is nothing to ask. */
export async function loadMembers(): Promise<void> {
  const search = ++searches
  const { query, agent, page } = memberSearch
  if (query === '' && agent === '') {
    memberSearch.status = 'idle'
    return
  }
  memberSearch.status = 'loading'
  try {
    const answer = await api.call(adminMembers, {
      query: query === '' ? undefined : query,
      agent_account: agent === '' ? undefined : agent,
      page,
      page_size: MEMBER_PAGE_SIZE,
    })
    if (search !== searches) return
    memberSearch.rows = answer.list
    memberSearch.total = answer.total_count
    memberSearch.status = 'ready'
  } catch (error) {
    if (search !== searches) return
    memberSearch.rows = []
    memberSearch.errorMessage = describeFailure(error)
    memberSearch.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The role may not read members: nothing is asked, the screen says so. */
export function forbidMembers(): void {
  searches++
  memberSearch.status = 'forbidden'
  memberSearch.rows = []
}

/** A search (trimmed, at least two characters, or empty with an agent): its first page. */
export function searchMembers(query: string, agent = ''): Promise<void> {
  memberSearch.query = query
  memberSearch.agent = agent
  memberSearch.page = 1
  return loadMembers()
}

export function pageMembers(page: number): Promise<void> {
  memberSearch.page = page
  return loadMembers()
}

/** The latest load of the member page, and the member it is for; an older answer arriving late is dropped. */
let loads = 0
let opened = 0

/** Opens a member's page: what the last one showed is forgotten, this one loads. */
export function openMember(site: string, account: string): Promise<void> {
  opened++
  Object.assign(memberPage, {
    site,
    account,
    status: 'loading',
    errorMessage: '',
    detail: null,
    confirming: null,
    acting: false,
    actionError: '',
    notice: null,
    temporaryPassword: null,
    securityChange: null,
    securityActing: false,
    securityError: '',
    ipRules: closedIpRules(),
  })
  // The Responsible gambling part is loaded by its own call (rg-actions.ts `loadMemberRg`).
  Object.assign(memberRg, closedRg())
  return loadMember()
}

/**
 * Loads the member's page (`adminMemberDetail`). `quiet` keeps what is shown while it loads (after an action).
 * 107 is the not-found state.
 */
export async function loadMember({ quiet = false } = {}): Promise<void> {
  const load = ++loads
  if (!quiet) memberPage.status = 'loading'
  const { site, account } = memberPage
  try {
    const detail = await api.call(adminMemberDetail, { site_id: site, member_account: account })
    if (load !== loads) return
    memberPage.detail = detail
    memberPage.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    memberPage.detail = null
    memberPage.errorMessage = describeFailure(error)
    memberPage.status = isRefusal(error, ADMIN_CODE.memberNotFound)
      ? 'not-found'
      : isForbidden(error)
        ? 'forbidden'
        : 'error'
  }
}

/** The role may not read members: nothing is asked, the page says so. */
export function forbidMember(site: string, account: string): void {
  loads++
  opened++
  Object.assign(memberPage, {
    site,
    account,
    status: 'forbidden',
    detail: null,
    confirming: null,
    notice: null,
    temporaryPassword: null,
    securityChange: null,
    ipRules: closedIpRules(),
  })
  Object.assign(memberRg, closedRg())
}

/** Opens the confirmation of an action. */
export function askMemberAction(action: MemberAction): void {
  if (memberPage.acting) return
  memberPage.confirming = action
  memberPage.actionError = ''
}

/** Closes the confirmation (not while its action is being sent). */
export function cancelMemberAction(): void {
  if (memberPage.acting) return
  memberPage.confirming = null
  memberPage.actionError = ''
}

/** Closes the one-time password: it is forgotten. */
export function forgetTemporaryPassword(): void {
  memberPage.temporaryPassword = null
}

/**
 * Sends the confirmed action (`adminMemberForceLogout`, `adminMemberWallet`, `adminMemberStatus`,
 * `adminMemberResetPassword` — its one-time password is shown until Done —, `adminMemberCleanCache`), says what it came to and reloads the
 * page. No such member (107) is the not-found state; a refusal for the role closes the confirmation with an alert;
 * any other failure stays in the confirmation, for another try.
 */
export async function confirmMemberAction(): Promise<void> {
  const action = memberPage.confirming
  if (action === null || memberPage.acting) return
  const member = opened
  const { site, account } = memberPage
  const ref = { site_id: site, member_account: account }
  memberPage.acting = true
  memberPage.actionError = ''
  memberPage.notice = null
  try {
    let text: string
    let reset: { password: string; ended: number } | null = null
    if (action === 'logout') {
      const { ended } = await api.call(adminMemberForceLogout, ref)
      text = copy.member.sessionsEnded(ended)
    } else if (action === 'freeze' || action === 'unfreeze') {
      await api.call(adminMemberWallet, { ...ref, frozen: action === 'freeze' })
      text = action === 'freeze' ? copy.member.frozen(account) : copy.member.unfrozen(account)
    } else if (action === 'disable' || action === 'enable') {
      const { ended } = await api.call(adminMemberStatus, { ...ref, disabled: action === 'disable' })
      text = action === 'disable' ? copy.memberActions.disabled(account, ended) : copy.memberActions.enabled(account)
    } else if (action === 'reset-password') {
      const answer = await api.call(adminMemberResetPassword, ref)
      reset = { password: answer.temporary_password, ended: answer.ended }
      text = copy.memberActions.passwordSessions(answer.ended)
    } else {
      const { sent } = await api.call(adminMemberCleanCache, ref)
      text = copy.memberActions.cleaned(sent)
    }
    if (member !== opened) return
    memberPage.confirming = null
    memberPage.temporaryPassword = reset
    memberPage.notice = { tone: 'success', text }
    void loadMember({ quiet: true })
  } catch (error) {
    if (member !== opened || (isApiError(error) && error.kind === 'unauthorized')) return
    if (isRefusal(error, ADMIN_CODE.memberNotFound)) {
      memberPage.confirming = null
      memberPage.detail = null
      memberPage.status = 'not-found'
    } else if (isForbidden(error)) {
      memberPage.confirming = null
      memberPage.notice = { tone: 'error', text: copy.member.actionForbidden }
    } else {
      memberPage.actionError = describeFailure(error)
    }
  } finally {
    if (member === opened) memberPage.acting = false
  }
}
