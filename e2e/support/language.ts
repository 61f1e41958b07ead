import { expect, type Page } from '@playwright/test'

/** Opens the header's language list (its button is named `current`) and picks `name`, a language's own name. */
export async function chooseLanguage(page: Page, current: string, name: string, chooseTitle: string): Promise<void> {
  await page.locator('[data-slot="header"]').getByRole('button', { name: current }).click()
  const list = page.getByRole('dialog', { name: chooseTitle })
  await expect(list).toBeVisible()
  await list.getByRole('button', { name, exact: true }).click()
}

/** `chooseLanguage` where the change goes through: the page reloads in the language picked. */
export async function pickLanguage(page: Page, current: string, name: string, chooseTitle: string): Promise<void> {
  await Promise.all([page.waitForEvent('load'), chooseLanguage(page, current, name, chooseTitle)])
}
