/**
 * Demo members of site `lobby-demo`. Every password is `demo123`.
 *
 * | id | account     | currency | what it shows                                                              |
 * | -- | ----------- | -------- | -------------------------------------------------------------------------- |
 * | 1  | demo01      | USD      | plain login from any device (double validation off)                        |
 * | 2  | demo02      | USD      | a new udid answers 107; questions: member_name `Demo Two`, identity_id    |
 * |    |             |          | `A123456789`, member_phone `0912345678`, member_email `demo02@example.com`, |
 * |    |             |          | withdraw_password `2468`; udid `demo02-known-device` is already known      |
 * | 3  | disabled01  | USD      | login answers 102                                                          |
 * | 4  | frozen01    | USD      | login answers 103                                                          |
 * | 5  | vxuser01    | USD      | login answers 802; vx/verify with withdraw_password `1357` and             |
 * |    |             |          | member_phone `0987654321` or member_email `vxuser01@example.com`           |
 * | 6  | newpass01   | USD      | first_login_to_change_password 1                                          |
 * | 7  | vnduser01   | VND      | a VND member; need_bank_account_deposit_verified 1                         |
 * | 8  | rmbuser01   | RMB      | an RMB member                                                              |
 *
 * Not seeded into a production database (`NODE_ENV=production`) unless
 * `LOBBY_DEMO_MEMBERS=1`: these credentials are public.
 */
import { devMemberSchema, type DevMember } from '@lobby/api/contract'
import { envFlag } from '../config/env.ts'
import type { Db } from '../db/connection.ts'
import { createMember } from '../members/store.ts'
import { DEMO_SITE } from './catalogue.ts'

export const DEMO_MEMBER_PASSWORD = 'demo123'

const common = { site_id: DEMO_SITE.site_id, password: DEMO_MEMBER_PASSWORD } as const

export const DEMO_MEMBERS: readonly (DevMember & { id: number })[] = [
  {
    ...common,
    id: 1,
    account: 'demo01',
    currency: 'USD',
    member_name: 'Demo One',
    member_email: 'demo01@example.com',
    member_phone: '0911111111',
    member_birthday: '1990-01-01',
    withdraw_password: '1234',
    cash: 1_000_000,
  },
  {
    ...common,
    id: 2,
    account: 'demo02',
    currency: 'USD',
    member_name: 'Demo Two',
    identity_id: 'A123456789',
    member_phone: '0912345678',
    member_email: 'demo02@example.com',
    withdraw_password: '2468',
    double_validation: 1,
    known_udids: ['demo02-known-device'],
    cash: 250_000,
  },
  { ...common, id: 3, account: 'disabled01', currency: 'USD', status: 'disabled' },
  { ...common, id: 4, account: 'frozen01', currency: 'USD', status: 'frozen' },
  {
    ...common,
    id: 5,
    account: 'vxuser01',
    currency: 'USD',
    member_phone: '0987654321',
    member_email: 'vxuser01@example.com',
    withdraw_password: '1357',
    need_transfer_verification: 1,
  },
  { ...common, id: 6, account: 'newpass01', currency: 'USD', first_login_to_change_password: 1 },
  {
    ...common,
    id: 7,
    account: 'vnduser01',
    currency: 'VND',
    member_name: 'Nguyen Van A',
    need_bank_account_deposit_verified: 1,
    cash: 5_000_000,
  },
  { ...common, id: 8, account: 'rmbuser01', currency: 'RMB', member_name: 'Wang Wei', cash: 88_800 },
]

export function demoMembersWanted(env: NodeJS.ProcessEnv = process.env): boolean {
  return envFlag(env.LOBBY_DEMO_MEMBERS, env.NODE_ENV !== 'production')
}

export async function seedDemoMembers(db: Db): Promise<void> {
  if (!demoMembersWanted()) return
  for (const { id, ...member } of DEMO_MEMBERS) await createMember(db, devMemberSchema.parse(member), id)
}
