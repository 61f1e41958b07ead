import type { OperatorRole } from '@lobby/domain'
import { createOperator } from '../admin/operators.ts'
import type { Db } from '../db/connection.ts'
import { hashPassword } from '../members/passwords.ts'
import { DEMO_MEMBER_PASSWORD, demoMembersWanted } from './members.ts'

/**
 * Demo operators of the console (issue 24), one per role, password `demo123`
 * and no second factor. Seeded only where the demo members are (never into a
 * production database unless `LOBBY_DEMO_MEMBERS=1`), and even there a
 * production server (`LOBBY_OPERATOR_TOTP` required by default) refuses them
 * until an owner sets up their second factor: their credentials are public.
 */
export const DEMO_OPERATORS: readonly { account: string; role: OperatorRole }[] = [
  { account: 'owner01', role: 'owner' },
  { account: 'finance01', role: 'finance' },
  { account: 'content01', role: 'content' },
  { account: 'support01', role: 'support' },
  { account: 'auditor01', role: 'auditor' },
]

export async function seedDemoOperators(db: Db): Promise<void> {
  if (!demoMembersWanted()) return
  // One hash for the five (the same public password): the seed runs for every test database.
  const hash = await hashPassword(DEMO_MEMBER_PASSWORD)
  for (const operator of DEMO_OPERATORS) await createOperator(db, { ...operator, password: { hash } })
}
