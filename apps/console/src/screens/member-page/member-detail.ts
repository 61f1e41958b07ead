import type { AdminMemberDetail } from '@lobby/api'

/** A member's page (`adminMemberDetail`'s answer), read only: a store's snapshot is. */
export interface MemberDetail {
  readonly member: AdminMemberDetail['member']
  readonly wallets: readonly AdminMemberDetail['wallets'][number][]
  readonly ledger: readonly AdminMemberDetail['ledger'][number][]
  readonly logins: readonly AdminMemberDetail['logins'][number][]
  readonly sessions: number
  readonly letters: readonly AdminMemberDetail['letters'][number][]
  readonly agent_line: readonly AdminMemberDetail['agent_line'][number][]
  readonly bank_accounts: readonly AdminMemberDetail['bank_accounts'][number][]
  readonly flags: AdminMemberDetail['flags']
  readonly ip_rules: readonly AdminMemberDetail['ip_rules'][number][]
}
