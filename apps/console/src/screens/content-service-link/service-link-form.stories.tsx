import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { tabletParameters } from '../../fixtures/story.tsx'
import { ServiceLinkForm } from './service-link-form.tsx'

const words = copy.content.service

const meta = {
  title: 'Console/ServiceLinkForm',
  component: ServiceLinkForm,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    link: 'https://chat.example.com/lobby',
    onRetry: fn(),
    canManage: true,
    notice: null,
    saving: false,
    saveError: '',
    onSave: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'ready', 'error', 'forbidden'] },
  },
} satisfies Meta<typeof ServiceLinkForm>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ args, canvas, step }) => {
    const field = canvas.getByRole('textbox', { name: words.field })
    await step('the link as saved', async () => {
      await expect(field).toHaveValue('https://chat.example.com/lobby')
      await expect(field).toHaveAccessibleDescription(words.hint)
    })
    await step('a path or another scheme is refused under the field; nothing sent', async () => {
      fireEvent.change(field, { target: { value: 'javascript:alert(1)' } })
      await userEvent.click(canvas.getByRole('button', { name: copy.content.save }))
      await expect(canvas.getByRole('alert')).toHaveTextContent(words.invalid)
      await expect(field).toHaveFocus()
      fireEvent.change(field, { target: { value: '' } })
      await userEvent.click(canvas.getByRole('button', { name: copy.content.save }))
      await expect(canvas.getByRole('alert')).toHaveTextContent(words.required)
      await expect(args.onSave).not.toHaveBeenCalled()
    })
    await step('an http(s) address is sent trimmed', async () => {
      fireEvent.change(field, { target: { value: ' https://help.example.com/chat ' } })
      await userEvent.click(canvas.getByRole('button', { name: copy.content.save }))
      await expect(args.onSave).toHaveBeenCalledWith('https://help.example.com/chat')
    })
  },
}

export const ReadOnly: Story = {
  args: { ...Default.args, canManage: false },
  play: async ({ canvas }) => {
    const field = canvas.getByRole('textbox', { name: words.field })
    await expect(field).toHaveAttribute('readonly')
    await expect(field).toHaveAccessibleDescription(words.readOnly)
    await expect(canvas.queryByRole('button', { name: copy.content.save })).toBeNull()
  },
}

export const LongLink: Story = {
  args: {
    ...Default.args,
    link: `https://support.example.com/${'very-long-path-segment/'.repeat(12)}chat?lang=en_US&site=lobby-demo`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('textbox', { name: words.field })).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.loading)
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: copy.failure.network },
  play: async ({ args, canvas }) => {
    const alert = canvas.getByRole('alert')
    await expect(alert).toHaveTextContent(words.errorTitle)
    await userEvent.click(within(alert).getByRole('button', { name: copy.app.retry }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { ...Default.args, status: 'forbidden' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.forbidden.body(words.forbiddenWhat))
  },
}

export const Saving: Story = {
  args: { ...Default.args, saving: true },
  play: async ({ args, canvas }) => {
    const save = canvas.getByRole('button', { name: copy.content.saving })
    await expect(save).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(save)
    await expect(args.onSave).not.toHaveBeenCalled()
  },
}

export const Saved: Story = {
  args: { ...Default.args, notice: { tone: 'success', text: words.saved } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(words.saved)
  },
}

export const SaveFailed: Story = {
  args: { ...Default.args, saveError: words.saveFailed(copy.failure.busy) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(copy.failure.busy)
  },
}
