import {
  ADMIN_CODE,
  ADMIN_RG_CODE,
  adminMemberRg,
  adminMemberRgImpose,
  isApiError,
  type AdminRgExclusionRequest,
} from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden, isRefusal } from '../../app/failure.ts'
import { copy } from '../../copy.ts'
import { formatInstant } from '../../lib/format.ts'
import { limitAmountText } from '../../lib/responsible-gambling.ts'
import type { ImposedLimit } from '../../screens/member-page/index.ts'
import { loadMember } from './actions.ts'
import { closedImpose, memberPage, memberRg } from './store.ts'

const words = copy.responsibleGambling

/** Whose page is shown: an answer for another member's page (the operator moved on) changes nothing. */
const pageOf = () => `${memberPage.site}\n${memberPage.account}`

/** The latest load of the part; an older answer arriving late is dropped. */
let loads = 0

/** Loads the member's responsible gambling (`adminMemberRg`); `quiet` keeps what is shown while it loads. */
export async function loadMemberRg({ quiet = false } = {}): Promise<void> {
  const load = ++loads
  const page = pageOf()
  if (!quiet) memberRg.status = 'loading'
  try {
    const view = await api.call(adminMemberRg, { site_id: memberPage.site, member_account: memberPage.account })
    if (load !== loads || page !== pageOf()) return
    memberRg.view = view
    memberRg.status = 'ready'
  } catch (error) {
    if (load !== loads || page !== pageOf()) return
    memberRg.view = null
    memberRg.errorMessage = describeFailure(error)
    memberRg.status = 'error'
  }
}

/** Opens Impose limit or Impose exclusion; not before the part is shown, nor while one is being sent. */
export function openImpose(dialog: 'limit' | 'exclusion'): void {
  if (memberRg.view === null || memberRg.impose.saving) return
  memberRg.impose = { ...closedImpose(), open: dialog }
}

/** Closes the dialog (not while its imposition is being sent). */
export function cancelImpose(): void {
  if (memberRg.impose.saving) return
  memberRg.impose = closedImpose()
}

/**
 * Sends the imposition (`adminMemberRgImpose`), shows the member's new state from its answer and says what it came
 * to; the page is read again (an exclusion ended the member's sessions). A limit that is not tighter (180) or a
 * removal (181) stays in the dialog with the server's words; a field the server refuses shows under it; no such
 * member (107) is the page's not-found state; a refusal for the role (403) closes with an alert; any other failure
 * stays in the dialog, for another try.
 */
async function send(
  dialog: 'limit' | 'exclusion',
  body: { limit: ImposedLimit } | { exclusion: AdminRgExclusionRequest },
  said: (answer: { ended: number; excluded: { ends_at: string | null } | null; currency: string }) => string,
): Promise<void> {
  const impose = memberRg.impose
  if (impose.open !== dialog || impose.saving) return
  const page = pageOf()
  impose.saving = true
  impose.error = ''
  impose.fieldErrors = {}
  memberPage.notice = null
  try {
    const { ended, ...view } = await api.call(adminMemberRgImpose, {
      site_id: memberPage.site,
      member_account: memberPage.account,
      ...body,
    })
    if (page !== pageOf()) return
    loads++
    memberRg.view = view
    memberRg.status = 'ready'
    memberRg.impose = closedImpose()
    memberPage.notice = { tone: 'success', text: said({ ended, excluded: view.excluded, currency: view.currency }) }
    void loadMember({ quiet: true })
  } catch (error) {
    if (page !== pageOf() || (isApiError(error) && error.kind === 'unauthorized')) return
    if (isRefusal(error, ADMIN_CODE.memberNotFound)) {
      memberRg.impose = closedImpose()
      memberPage.detail = null
      memberPage.status = 'not-found'
    } else if (isForbidden(error)) {
      memberRg.impose = closedImpose()
      memberPage.notice = { tone: 'error', text: copy.member.actionForbidden }
    } else if (isRefusal(error, ADMIN_RG_CODE.limitNotTighter) || isRefusal(error, ADMIN_RG_CODE.limitRemoval)) {
      impose.error = words.refused(describeFailure(error))
    } else if (
      isApiError(error) &&
      error.kind === 'invalid' &&
      (error.field?.startsWith('limit.') || error.field?.startsWith('exclusion.'))
    ) {
      impose.fieldErrors = { [error.field]: words.serverRefused(error.fieldReason || error.message) }
    } else {
      impose.error = words.failed(describeFailure(error))
    }
  } finally {
    if (page === pageOf()) memberRg.impose.saving = false
  }
}

/** Imposes a limit (tighter than the one in force, or where none is). */
export function imposeLimit(limit: ImposedLimit): Promise<void> {
  return send('limit', { limit }, ({ currency }) =>
    words.limitImposed(words.limitName(limit.kind, limit.period), limitAmountText(limit.kind, limit.amount, currency)),
  )
}

/** Imposes a time-out or self-exclusion: every session of the member ends. */
export function imposeExclusion(exclusion: AdminRgExclusionRequest): Promise<void> {
  return send('exclusion', { exclusion }, ({ ended, excluded }) => {
    const until = excluded?.ends_at ?? null
    return words.exclusionImposed(memberPage.account, until === null ? null : formatInstant(until), ended)
  })
}
