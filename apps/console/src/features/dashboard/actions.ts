import { adminDashboard } from '@lobby/api'
import { api } from '../../app/api.ts'
import { describeFailure, isForbidden } from '../../app/failure.ts'
import { dashboard } from './store.ts'

/** The latest load; an older answer arriving late is dropped. */
let loads = 0

/** Loads the figures (`adminDashboard`); the currency shown stays chosen across refreshes. */
export async function loadDashboard(): Promise<void> {
  const load = ++loads
  dashboard.status = 'loading'
  try {
    const answer = await api.call(adminDashboard, {})
    if (load !== loads) return
    dashboard.data = answer
    const currencies = answer.currencies.map((c) => c.currency)
    if (!currencies.includes(dashboard.currency)) dashboard.currency = busiest(answer) ?? ''
    dashboard.status = 'ready'
  } catch (error) {
    if (load !== loads) return
    dashboard.errorMessage = describeFailure(error)
    dashboard.status = isForbidden(error) ? 'forbidden' : 'error'
  }
}

/** The currency with the most deposits this week (the first one when none has any): what opens first. */
function busiest(answer: NonNullable<typeof dashboard.data>): string | undefined {
  let top = answer.currencies[0]
  for (const c of answer.currencies) if (top && c.week.deposits.count > top.week.deposits.count) top = c
  return top?.currency
}

/** The role may not read the dashboard: nothing is asked, the screen says so. */
export function forbidDashboard(): void {
  loads++
  dashboard.status = 'forbidden'
  dashboard.data = null
}

export function chooseCurrency(currency: string): void {
  dashboard.currency = currency
}
