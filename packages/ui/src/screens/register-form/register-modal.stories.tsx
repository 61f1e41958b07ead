import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { storyText as t } from '../../fixtures/account.ts'
import { agreementItems, registerFormArgs } from './register-fixtures.ts'
import { RegisterModal } from './register-modal.tsx'

const meta = {
  title: 'Lobby/RegisterModal',
  component: RegisterModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onLogin: fn(),
    ...registerFormArgs,
    onOpenAgreement: fn(),
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <RegisterModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof RegisterModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('signup.title') })

export const Default: Story = {
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAttribute('data-size', 'lg')
    await expect(view.getByRole('button', { name: t('signup.submit') })).toBeVisible()
    await userEvent.click(view.getByRole('button', { name: t('login.title') }))
    await expect(args.onLogin).toHaveBeenCalledOnce()
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

export const AgreementOpen: Story = {
  args: { ...Default.args },
  play: async ({ args, step }) => {
    const register = within(await findDialog())
    const checkbox = register.getByRole('checkbox', { name: t('signup.agreement_accept') })
    await step('the link opens the agreement over the form', async () => {
      await expect(checkbox).not.toBeChecked()
      await userEvent.click(register.getByRole('button', { name: t('signup.agreement_read') }))
      await expect(args.onOpenAgreement).toHaveBeenCalledOnce()
      const agreement = within(await screen.findByRole('dialog', { name: t('signup.agreement_title') }))
      await expect(agreement.getByRole('heading', { name: agreementItems[0]!.title })).toBeVisible()
    })
    await step('closing it leaves the box as it was; "I agree" ticks it and closes', async () => {
      await userEvent.keyboard('{Escape}')
      await waitFor(() => expect(screen.queryByRole('dialog', { name: t('signup.agreement_title') })).toBeNull())
      await expect(checkbox).not.toBeChecked()
      // Esc closed only the agreement; the register modal is the caller's.
      await expect(args.onOpenChange).not.toHaveBeenCalled()
      await userEvent.click(register.getByRole('button', { name: t('signup.agreement_read') }))
      const agreement = within(await screen.findByRole('dialog', { name: t('signup.agreement_title') }))
      await userEvent.click(agreement.getByRole('button', { name: t('signup.agreement_agree') }))
      await waitFor(() => expect(screen.queryByRole('dialog', { name: t('signup.agreement_title') })).toBeNull())
      await expect(checkbox).toBeChecked()
    })
    await step('the agreement stays open for the screenshot', async () => {
      await userEvent.click(register.getByRole('button', { name: t('signup.agreement_read') }))
      await expect(await screen.findByRole('dialog', { name: t('signup.agreement_title') })).toBeVisible()
    })
  },
}

export const Mobile: Story = {
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const dialog = await findDialog()
    await expect(dialog).toHaveAttribute('data-size', 'full')
  },
}
