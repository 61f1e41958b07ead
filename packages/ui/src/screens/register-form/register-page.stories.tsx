import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, waitFor, within } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { backgroundFixture, brokenImage, registerFormArgs } from './register-fixtures.ts'
import { RegisterPage } from './register-page.tsx'

const operatorBackground = backgroundFixture(280)
const defaultBackground = backgroundFixture(200)

const meta = {
  title: 'Lobby/RegisterPage',
  component: RegisterPage,
  args: {
    background: operatorBackground,
    defaultBackground,
    onLogin: fn(),
    ...registerFormArgs,
    currency: 'VND',
  },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof RegisterPage>

export default meta
type Story = StoryObj<typeof meta>

const page = (canvasElement: HTMLElement) => within(canvasElement).getByRole('region', { name: t('signup.title') })
const backgroundOf = (canvasElement: HTMLElement) =>
  canvasElement.querySelector<HTMLImageElement>('[data-slot="register-page-background"]')

export const Default: Story = {
  play: async ({ canvasElement }) => {
    await expect(page(canvasElement)).toHaveAttribute('data-state', 'image')
    await expect(backgroundOf(canvasElement)).toHaveAttribute('src', operatorBackground)
    // Decorative: the picture has no name.
    await expect(backgroundOf(canvasElement)).toHaveAttribute('alt', '')
    // The page is the mobile form: one column, the password under the account.
    const form = within(canvasElement)
    const account = form.getByLabelText(new RegExp(`^${t('signup.account')}\\*?$`)).getBoundingClientRect()
    const password = form.getByLabelText(new RegExp(`^${t('signup.password')}\\*?$`)).getBoundingClientRect()
    await expect(password.top).toBeGreaterThan(account.bottom)
  },
}

export const BackgroundFallback: Story = {
  args: { ...Default.args, background: brokenImage },
  play: async ({ canvasElement }) => {
    // The operator's picture fails: the default one takes its place.
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'fallback'))
    await expect(backgroundOf(canvasElement)).toHaveAttribute('src', defaultBackground)
  },
}

export const NoBackground: Story = {
  args: { ...Default.args, background: brokenImage, defaultBackground: `${brokenImage}AA` },
  play: async ({ canvasElement }) => {
    // Both fail: no picture at all, the plain page.
    await waitFor(() => expect(page(canvasElement)).toHaveAttribute('data-state', 'none'))
    await expect(backgroundOf(canvasElement)).toBeNull()
    await expect(within(canvasElement).getByRole('button', { name: t('signup.submit') })).toBeVisible()
  },
}
