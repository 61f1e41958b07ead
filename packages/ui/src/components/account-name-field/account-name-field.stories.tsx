import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, userEvent, within } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { useAccountForm } from '../../lib/use-account-form.ts'
import { AccountNameField } from './account-name-field.tsx'

/** The field in a form of `useAccountForm`: its props come from the form. */
function AccountNameFieldInForm({ error }: { error?: string }) {
  const { field } = useAccountForm({
    defaultValues: { account: '' },
    validate: () => undefined,
    fieldErrors: error ? { account: error } : undefined,
    onValid: () => {},
  })
  return (
    <div className="mx-auto max-w-sm rounded-2xl border bg-card p-5">
      <AccountNameField field={field('account')} />
    </div>
  )
}

const meta = {
  title: 'Lobby/AccountNameField',
  component: AccountNameFieldInForm,
} satisfies Meta<typeof AccountNameFieldInForm>

export default meta
type Story = StoryObj<typeof meta>

const input = (canvasElement: HTMLElement) => within(canvasElement).getByRole('textbox', { name: t('login.account') })

export const Empty: Story = {
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toHaveAttribute('autocomplete', 'username')
    await expect(input(canvasElement)).toHaveAttribute('placeholder', t('ph_account_name'))
    await userEvent.type(input(canvasElement), 'player01')
    await expect(input(canvasElement)).toHaveValue('player01')
  },
}

export const Error: Story = {
  args: { error: t('account_error') },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent(t('account_error'))
    await expect(input(canvasElement)).toHaveAccessibleDescription(t('account_error'))
  },
}

export const Mobile: Story = {
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvasElement }) => {
    await expect(input(canvasElement)).toBeVisible()
  },
}
