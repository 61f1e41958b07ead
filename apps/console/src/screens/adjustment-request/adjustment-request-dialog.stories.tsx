import { OPERATOR_REASON_MAX } from '@lobby/domain'
import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { PortalFrame, tabletParameters } from '../../fixtures/story.tsx'
import { AdjustmentRequestDialog } from './adjustment-request-dialog.tsx'

const text = copy.adjustments

const meta = {
  title: 'Console/AdjustmentRequestDialog',
  component: AdjustmentRequestDialog,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    member: { account: 'demo01', currency: 'USD', balance: 123_456 },
    submitting: false,
    error: '',
    onSubmit: fn(),
    onCancel: fn(),
  },
  render: (args) => (
    <PortalFrame>{(container) => <AdjustmentRequestDialog {...args} portalContainer={container} />}</PortalFrame>
  ),
} satisfies Meta<typeof AdjustmentRequestDialog>

export default meta
type Story = StoryObj<typeof meta>

const findDialog = () => screen.findByRole('dialog', { name: text.requestTitle('demo01') })

export const Default: Story = {
  play: async ({ args, step }) => {
    const dialog = within(await findDialog())
    await step('the threshold is named in the member’s currency', async () => {
      await expect(dialog.getByText(text.requestDescription('$ 1,000.00'))).toBeVisible()
      await expect(dialog.getByText(text.amountHint('USD'))).toBeVisible()
    })
    await step('a debit in major units is sent signed, in minor units, with the reason trimmed', async () => {
      await userEvent.type(dialog.getByRole('textbox', { name: text.amount }), '-25.50')
      await userEvent.type(dialog.getByRole('textbox', { name: text.reason }), '  Duplicate bonus  ')
      await userEvent.click(dialog.getByRole('button', { name: text.submit }))
      await expect(args.onSubmit).toHaveBeenCalledWith({ amount: -2_550, reason: 'Duplicate bonus' })
    })
    await step('Cancel and Escape ask to close', async () => {
      await userEvent.click(dialog.getByRole('button', { name: text.cancel }))
      await expect(args.onCancel).toHaveBeenCalledOnce()
    })
  },
}

export const EmptyFields: Story = {
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    await userEvent.click(dialog.getByRole('button', { name: text.submit }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
    const amount = dialog.getByRole('textbox', { name: text.amount })
    await expect(amount).toHaveAccessibleDescription(expect.stringContaining(text.amountRequired))
    await expect(amount).toHaveAttribute('aria-invalid', 'true')
    await expect(amount).toHaveFocus()
    await expect(dialog.getByRole('textbox', { name: text.reason })).toHaveAccessibleDescription(
      expect.stringContaining(text.reasonRequired),
    )
  },
}

export const ValidationErrors: Story = {
  args: { initial: { amount: '12.345', reason: 'x'.repeat(OPERATOR_REASON_MAX + 1) } },
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText(text.amountDigits('USD'))).toBeVisible()
    await expect(dialog.getByText(text.reasonTooLong(OPERATOR_REASON_MAX))).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: text.submit }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const ZeroAmount: Story = {
  args: { initial: { amount: '0.00', reason: 'Nothing' } },
  play: async ({ canvas }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText(text.amountZero)).toBeVisible()
    await expect(canvas.queryByText(text.reasonRequired)).toBeNull()
  },
}

export const DebitAboveBalance: Story = {
  args: {
    member: { account: 'demo01', currency: 'USD', balance: 1_000 },
    initial: { amount: '-10.01', reason: 'Reverse a bonus' },
  },
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByText(text.amountBelowBalance)).toBeVisible()
    await userEvent.click(dialog.getByRole('button', { name: text.submit }))
    await expect(args.onSubmit).not.toHaveBeenCalled()
  },
}

export const OtherCurrency: Story = {
  args: { member: { account: 'demo_vn', currency: 'VND', balance: 0 } },
  play: async () => {
    const dialog = within(await screen.findByRole('dialog', { name: text.requestTitle('demo_vn') }))
    await expect(dialog.getByText(text.requestDescription('₫ 25,000,000'))).toBeVisible()
    await expect(dialog.getByText(text.amountHint('VND'))).toBeVisible()
  },
}

export const Submitting: Story = {
  args: { submitting: true, initial: { amount: '10', reason: 'Goodwill' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    const send = dialog.getByRole('button', { name: text.submitting })
    await expect(send).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(send)
    await expect(args.onSubmit).not.toHaveBeenCalled()
    await expect(dialog.getByRole('button', { name: text.cancel })).toBeDisabled()
  },
}

export const Failed: Story = {
  args: { error: copy.failure.timeout, initial: { amount: '10', reason: 'Goodwill' } },
  play: async ({ args }) => {
    const dialog = within(await findDialog())
    await expect(dialog.getByRole('alert')).toHaveTextContent(copy.failure.timeout)
    await userEvent.click(dialog.getByRole('button', { name: text.submit }))
    await expect(args.onSubmit).toHaveBeenCalledWith({ amount: 1_000, reason: 'Goodwill' })
  },
}
