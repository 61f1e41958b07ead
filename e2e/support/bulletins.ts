import type { Page } from '@playwright/test'

/**
 * For journeys about something else: the bulletin modal and the news pop-ups
 * count as already closed in this browser session, so they do not cover the
 * lobby. `{ news: 'open' }` leaves the news pop-ups to show (their own journeys).
 */
export async function bulletinsAlreadyClosed(page: Page, { news = 'closed' }: { news?: 'open' | 'closed' } = {}) {
  await page.addInitScript((closeNews) => {
    const later = String(Date.now() + 365 * 24 * 3600 * 1000)
    sessionStorage.setItem('bulletinClosedAt', later)
    if (closeNews) sessionStorage.setItem('newsClosedAt', later)
  }, news === 'closed')
}

/** For journeys about the bulletins themselves: only the news pop-ups count as closed. */
export async function newsAlreadyClosed(page: Page): Promise<void> {
  await page.addInitScript(() => sessionStorage.setItem('newsClosedAt', String(Date.now() + 365 * 24 * 3600 * 1000)))
}
