import type { Insertable } from 'kysely'
import type { DepositChannelTable } from '../db/member-centre-schema.ts'
import { unitsOf } from '@lobby/domain'
import { DEMO_SITE } from './catalogue.ts'

/** The demo brand's deposit channels: three per currency, limits scaled to the currency (`unitsOf`). */
export function depositChannelRows(): Insertable<DepositChannelTable>[] {
  return DEMO_SITE.currencies.flatMap((currency) => [
    {
      site_id: DEMO_SITE.site_id,
      currency,
      name: 'Bank transfer',
      kind: 'bank' as const,
      min_amount: unitsOf(currency, 10),
      max_amount: unitsOf(currency, 50_000),
      sort: 1,
    },
    {
      site_id: DEMO_SITE.site_id,
      currency,
      name: 'Online banking',
      kind: 'online' as const,
      min_amount: unitsOf(currency, 20),
      max_amount: unitsOf(currency, 20_000),
      sort: 2,
    },
    {
      site_id: DEMO_SITE.site_id,
      currency,
      name: 'E-wallet',
      kind: 'ewallet' as const,
      min_amount: unitsOf(currency, 5),
      max_amount: unitsOf(currency, 5_000),
      sort: 3,
    },
  ])
}
