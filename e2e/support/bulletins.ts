import type { Page } from '@playwright/test'

/**
 * For journeys about something else: the bulletin modal counts as already
 * closed in this browser session, so it does not cover the lobby.
 */
export async function bulletinsAlreadyClosed(page: Page): Promise<void> {
  await page.addInitScript(() =>
    sessionStorage.setItem('bulletinClosedAt', String(Date.now() + 365 * 24 * 3600 * 1000)),
  )
}
