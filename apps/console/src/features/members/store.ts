import type { AdminMemberDetail, AdminMemberRow, AdminRgView } from '@lobby/api'
import { proxy } from 'valtio'
import type { ScreenNotice } from '../../components/notice-banner.tsx'
import type {
  IpRulesEditorState,
  MemberAction,
  MemberPageStatus,
  MemberRgStatus,
  RgImposeState,
  SecurityChange,
  TemporaryPassword,
} from '../../screens/member-page/index.ts'
import type { MemberSearchStatus } from '../../screens/member-search/index.ts'

/** Members a page of the search. */
export const MEMBER_PAGE_SIZE = 20

/** The member search as the console shows it; it outlives the screen, so Back to search finds the last search. */
export const memberSearch = proxy({
  status: 'idle' as MemberSearchStatus,
  errorMessage: '',
  /** The last search (trimmed); empty before the first. */
  query: '',
  /** The agent the last search was limited to; empty for none. */
  agent: '',
  rows: [] as AdminMemberRow[],
  total: 0,
  page: 1,
})

/** The member page shown. */
export const memberPage = proxy({
  /** Whose page this is (the address's site and account). */
  site: '',
  account: '',
  status: 'loading' as MemberPageStatus,
  errorMessage: '',
  detail: null as AdminMemberDetail | null,
  /** The action whose confirmation is open. */
  confirming: null as MemberAction | null,
  /** The confirmed action is being sent. */
  acting: false,
  actionError: '',
  notice: null as ScreenNotice | null,
  /** A reset's one-time password while it is shown; dropped on Done, never kept anywhere else. */
  temporaryPassword: null as TemporaryPassword | null,
  /** The Security part's change whose confirmation is open (a verification, a flag). */
  securityChange: null as SecurityChange | null,
  /** The confirmed security change is being sent. */
  securityActing: false,
  securityError: '',
  /** The IP rules editor. */
  ipRules: closedIpRules(),
})

/** The IP rules editor, closed. */
export function closedIpRules(): IpRulesEditorState {
  return { open: false, saving: false, error: '', fieldErrors: {} }
}

/** The member page's Responsible gambling part (`adminMemberRg`), for the member `memberPage` shows. */
export const memberRg = proxy(closedRg())

/** The part before its first answer: loading, nothing shown, no dialog. */
export function closedRg() {
  return {
    status: 'loading' as MemberRgStatus,
    view: null as AdminRgView | null,
    errorMessage: '',
    /** The impose dialog open, its sending and its failures. */
    impose: closedImpose(),
  }
}

/** No impose dialog open. */
export function closedImpose(): RgImposeState {
  return { open: null, saving: false, error: '', fieldErrors: {} }
}
