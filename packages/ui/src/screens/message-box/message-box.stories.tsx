import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { DialogFrame } from '../../fixtures/dialog-frame.tsx'
import { MessageBox, type MessageBoxInput } from './message-box.tsx'

const meta = {
  title: 'Lobby/MessageBox',
  component: MessageBox,
  args: {
    open: true,
    onOpenChange: fn(),
    onConfirm: fn(),
    title: 'Session ended',
    message: 'You were logged out because your account was used on another device.',
  },
  render: (args, { globals }) => (
    <DialogFrame mobile={globals.layout === 'mobile'}>
      {(container) => <MessageBox {...args} portalContainer={container} />}
    </DialogFrame>
  ),
} satisfies Meta<typeof MessageBox>

export default meta
type Story = StoryObj<typeof meta>

const nickname: MessageBoxInput = { label: 'Nickname', placeholder: '2 to 12 characters', maxLength: 12 }
const promptArgs = {
  title: 'Change nickname',
  message: 'Other players see this name in the game rooms.',
  input: nickname,
}
/** Six digits, or the domain's default error. */
const smsCode: MessageBoxInput = {
  label: 'Verification code',
  placeholder: '6 digits',
  pattern: /^\d{6}$/,
  inputMode: 'numeric',
  maxLength: 6,
}

const findDialog = (name: string) => screen.findByRole('dialog', { name })

/** No input: OK confirms with an empty value, Cancel asks to close. */
export const Alert: Story = {
  play: async ({ args, step }) => {
    const dialog = await findDialog('Session ended')
    const view = within(dialog)
    await expect(dialog).toHaveAccessibleDescription(args.message as string)
    await expect(view.queryByRole('textbox')).toBeNull()
    await step('OK reports the choice and leaves closing to the caller', async () => {
      await userEvent.click(view.getByRole('button', { name: 'OK' }))
      await expect(args.onConfirm).toHaveBeenCalledOnce()
      await expect(args.onConfirm).toHaveBeenCalledWith('')
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('Cancel asks to close', async () => {
      await userEvent.click(view.getByRole('button', { name: 'Cancel' }))
      await expect(args.onOpenChange).toHaveBeenCalledOnce()
      await expect(args.onOpenChange).toHaveBeenCalledWith(false)
      await expect(args.onConfirm).toHaveBeenCalledOnce()
    })
  },
}

/** An empty input, focused as the box opens, with no error before a confirm. */
export const Prompt: Story = {
  args: { ...Alert.args, ...promptArgs },
  play: async () => {
    const dialog = await findDialog('Change nickname')
    const input = within(dialog).getByRole('textbox', { name: 'Nickname' })
    await expect(input).toHaveValue('')
    await expect(input).toHaveAttribute('placeholder', '2 to 12 characters')
    await expect(input).toHaveAttribute('maxlength', '12')
    await expect(input).toHaveFocus()
    await expect(input).not.toHaveAttribute('aria-invalid')
    await expect(within(dialog).queryByRole('alert')).toBeNull()
  },
}

export const Prefilled: Story = {
  args: { ...Alert.args, ...promptArgs, input: { ...nickname, defaultValue: 'Quinn' } },
  play: async () => {
    const dialog = await findDialog('Change nickname')
    await expect(within(dialog).getByRole('textbox', { name: 'Nickname' })).toHaveValue('Quinn')
  },
}

/**
 * The pattern refuses with the default 'Illegal input'; after that first
 * confirm the value is checked as it changes. Not a visual baseline: its end
 * state is the typing's, which a re-render between play and screenshot loses.
 */
export const RefusedDefaultMessage: Story = {
  args: { ...Alert.args, title: 'Enter the code', message: 'We sent a code to your phone.', input: smsCode },
  tags: ['no-visual'],
  play: async ({ args, step }) => {
    const view = within(await findDialog('Enter the code'))
    const input = view.getByRole('textbox', { name: 'Verification code' })
    await step('no error while typing before a confirm', async () => {
      await userEvent.type(input, '12a4')
      await expect(view.queryByRole('alert')).toBeNull()
    })
    await step('confirm refuses with the default message and keeps the box as it is', async () => {
      await userEvent.click(view.getByRole('button', { name: 'OK' }))
      await expect(view.getByRole('alert')).toHaveTextContent('Illegal input')
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(input).toHaveAccessibleDescription('Illegal input')
      await expect(input).toHaveFocus()
      await expect(args.onConfirm).not.toHaveBeenCalled()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('Enter refuses the same way', async () => {
      await userEvent.keyboard('{Enter}')
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })
    await step('after the first confirm, a change is checked at once', async () => {
      await userEvent.clear(input)
      await userEvent.type(input, '123456')
      await expect(view.queryByRole('alert')).toBeNull()
      await expect(input).not.toHaveAttribute('aria-invalid')
      await userEvent.type(input, '{Backspace}')
      await expect(view.getByRole('alert')).toHaveTextContent('Illegal input')
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })
  },
}

/**
 * A caller's `message` and a validator's own string are shown as given, not
 * translated. Not a visual baseline (see `RefusedDefaultMessage`).
 */
export const RefusedCustomMessage: Story = {
  args: {
    ...Alert.args,
    ...promptArgs,
    input: {
      ...nickname,
      pattern: /^\S*$/,
      message: 'No spaces, please',
      validator: (value) => value.length >= 2 || 'A nickname has at least 2 characters',
    },
  },
  tags: ['no-visual'],
  play: async ({ args, step }) => {
    const view = within(await findDialog('Change nickname'))
    const input = view.getByRole('textbox', { name: 'Nickname' })
    const confirm = view.getByRole('button', { name: 'OK' })
    await step("the pattern refuses with the caller's message", async () => {
      await userEvent.type(input, 'Q Q')
      await userEvent.click(confirm)
      await expect(input).toHaveAccessibleDescription('No spaces, please')
    })
    await step('then the validator, with its own string', async () => {
      await userEvent.clear(input)
      await userEvent.type(input, 'Q')
      await expect(view.getByRole('alert')).toHaveTextContent('A nickname has at least 2 characters')
      await userEvent.click(confirm)
      await expect(input).toHaveAttribute('aria-invalid', 'true')
      await expect(args.onConfirm).not.toHaveBeenCalled()
    })
  },
}

/** A value that passes goes to `onConfirm`; the box stays open until the caller closes it. Not a visual baseline. */
export const Accepted: Story = {
  args: { ...RefusedDefaultMessage.args },
  tags: ['no-visual'],
  play: async ({ args, step }) => {
    const view = within(await findDialog('Enter the code'))
    const input = view.getByRole('textbox', { name: 'Verification code' })
    await step('OK confirms with the value', async () => {
      await userEvent.type(input, '123456')
      await userEvent.click(view.getByRole('button', { name: 'OK' }))
      await expect(args.onConfirm).toHaveBeenCalledOnce()
      await expect(args.onConfirm).toHaveBeenCalledWith('123456')
      await expect(view.queryByRole('alert')).toBeNull()
      await expect(args.onOpenChange).not.toHaveBeenCalled()
    })
    await step('so does Enter', async () => {
      await userEvent.type(input, '{Enter}')
      await expect(args.onConfirm).toHaveBeenCalledTimes(2)
      await expect(args.onConfirm).toHaveBeenLastCalledWith('123456')
    })
  },
}

export const Mobile: Story = {
  args: { ...Alert.args, ...promptArgs },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ args }) => {
    const dialog = await findDialog('Change nickname')
    const frame = dialog.closest<HTMLElement>('[data-slot="dialog-frame"]')!
    await expect(dialog.getBoundingClientRect().width).toBeLessThanOrEqual(frame.getBoundingClientRect().width)
    // The buttons share the row, each about half of it.
    const row = dialog.querySelector<HTMLElement>('[data-slot="dialog-footer"]')!.getBoundingClientRect().width
    for (const name of ['Cancel', 'OK']) {
      const button = within(dialog).getByRole('button', { name })
      await expect(button.getBoundingClientRect().width).toBeGreaterThan(row * 0.4)
    }
    await userEvent.keyboard('{Escape}')
    await expect(args.onOpenChange).toHaveBeenCalledOnce()
    await expect(args.onOpenChange).toHaveBeenCalledWith(false)
  },
}

const chineseArgs = {
  title: '输入验证码',
  message: '验证码已发送到您的手机。',
  input: { ...smsCode, label: '验证码', placeholder: '6位数字' },
}

/** The box's own copy in Chinese; the caller's texts come translated. */
export const ChineseCopy: Story = {
  args: { ...Alert.args, ...chineseArgs },
  globals: { locale: 'zh_CN' },
  play: async () => {
    const view = within(await findDialog('输入验证码'))
    await expect(view.getByRole('button', { name: '确定' })).toBeVisible()
    await expect(view.getByRole('button', { name: '取消' })).toBeVisible()
  },
}

/** The default error in the reader's language. Not a visual baseline (see `RefusedDefaultMessage`). */
export const ChineseRefused: Story = {
  args: { ...ChineseCopy.args },
  globals: { locale: 'zh_CN' },
  tags: ['no-visual'],
  play: async ({ args }) => {
    const view = within(await findDialog('输入验证码'))
    const input = view.getByRole('textbox', { name: '验证码' })
    await userEvent.type(input, '12')
    await userEvent.click(view.getByRole('button', { name: '确定' }))
    await expect(input).toHaveAccessibleDescription('输入内容不合法')
    await expect(args.onConfirm).not.toHaveBeenCalled()
  },
}
