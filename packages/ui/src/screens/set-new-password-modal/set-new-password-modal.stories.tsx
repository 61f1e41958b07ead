import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { storyText as t } from '../../fixtures/account.ts'
import { SetNewPasswordModal } from './set-new-password-modal.tsx'

const meta = {
  title: 'Lobby/SetNewPasswordModal',
  component: SetNewPasswordModal,
  args: {
    open: true,
    onOpenChange: fn(),
    onSubmit: fn(),
    forced: false,
    submitting: false,
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <SetNewPasswordModal {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof SetNewPasswordModal>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: t('login.snp_title') })

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(t('login.snp_description'))
    await step('the three passwords are sent once they pass the rules', async () => {
      await userEvent.type(view.getByLabelText(t('login.old_password')), 'oldpass1')
      await userEvent.type(view.getByLabelText(t('login.new_password')), 'newpass99')
      await userEvent.type(view.getByLabelText(t('login.check_password')), 'newpass99')
      await userEvent.click(view.getByRole('button', { name: t('login.snp_submit') }))
      await expect(args.onSubmit).toHaveBeenCalledOnce()
      await expect(args.onSubmit).toHaveBeenCalledWith({
        oldPassword: 'oldpass1',
        password: 'newpass99',
        checkPassword: 'newpass99',
      })
    })
    await step('the rule is told under the new password', async () => {
      await expect(view.getByLabelText(t('login.new_password'))).toHaveAccessibleDescription(t('login.password_hint'))
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(view.getByRole('button', { name: t('login.cancel') }))
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
    })
  },
}

export const Forced: Story = {
  args: { ...Default.args, forced: true },
  play: async ({ args }) => {
    const dialog = await findDialog()
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(t('login.snp_forced_description'))
    await expect(view.queryByRole('button', { name: t('dialog.close') })).toBeNull()
    await expect(view.queryByRole('button', { name: t('login.cancel') })).toBeNull()
    await userEvent.keyboard('{Escape}')
    const overlay = dialog.parentElement!.querySelector<HTMLElement>('[data-slot="dialog-overlay"]')!
    await userEvent.click(overlay)
    await expect(args.onOpenChange).not.toHaveBeenCalled()
    await expect(screen.getByRole('dialog')).toBeVisible()
  },
}

export const Errors: Story = {
  args: { ...Default.args },
  play: async ({ args, step }) => {
    const view = within(await findDialog())
    const old = view.getByLabelText(t('login.old_password'))
    const password = view.getByLabelText(t('login.new_password'))
    const check = view.getByLabelText(t('login.check_password'))
    const submit = view.getByRole('button', { name: t('login.snp_submit') })
    await step('the current password is required first', async () => {
      await userEvent.click(submit)
      await expect(old).toHaveFocus()
      await expect(old).toHaveAttribute('aria-invalid', 'true')
      await expect(old).toHaveAccessibleDescription(t('signup.require_text'))
    })
    await step('then the new one: 6 to 12 letters and digits', async () => {
      await userEvent.type(old, 'oldpass1')
      await userEvent.type(password, '1234567890123')
      await userEvent.click(submit)
      await expect(password).toHaveFocus()
      await expect(password).toHaveAccessibleDescription(expect.stringContaining(t('signup.err_psw_length')))
    })
    await step('then the confirmation: required, then equal', async () => {
      await userEvent.clear(password)
      await userEvent.type(password, 'newpass99')
      await userEvent.click(submit)
      await expect(check).toHaveFocus()
      await expect(check).toHaveAccessibleDescription(t('signup.require_text'))
      await userEvent.type(check, 'newpass98')
      await userEvent.click(submit)
      await expect(check).toHaveAccessibleDescription(t('signup.err_checkPsw_diff'))
      await expect(args.onSubmit).not.toHaveBeenCalled()
    })
  },
}

export const ServerErrors: Story = {
  args: {
    ...Default.args,
    forced: true,
    fieldErrors: { oldPassword: 'The current password is wrong' },
    formError: 'The password was not changed',
  },
  play: async () => {
    const view = within(await findDialog())
    const old = view.getByLabelText(t('login.old_password'))
    await waitFor(() => expect(old).toHaveFocus())
    await expect(old).toHaveAttribute('aria-invalid', 'true')
    await expect(old).toHaveAccessibleDescription('The current password is wrong')
    await expect(view.getAllByRole('alert').map((alert) => alert.textContent)).toContain('The password was not changed')
  },
}

export const Submitting: Story = {
  args: { ...Default.args, forced: true, submitting: true },
  play: async ({ args }) => {
    const view = within(await findDialog())
    const submit = view.getByRole('button', { name: t('login.snp_submitting') })
    await expect(submit).toHaveAttribute('aria-disabled', 'true')
    for (const label of ['login.old_password', 'login.new_password', 'login.check_password']) {
      await expect(view.getByLabelText(t(label))).toHaveAttribute('readonly')
    }
    await userEvent.click(submit)
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async () => {
    const view = within(await findDialog())
    const submit = view.getByRole('button', { name: t('login.snp_submit') })
    const cancel = view.getByRole('button', { name: t('login.cancel') })
    await expect(cancel.getBoundingClientRect().top).toBeGreaterThanOrEqual(submit.getBoundingClientRect().bottom)
  },
}
