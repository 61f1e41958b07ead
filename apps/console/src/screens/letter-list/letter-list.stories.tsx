import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, screen, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { manyLetters, sentLetters } from '../../fixtures/letters.ts'
import { PortalFrame, storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { LetterList } from './letter-list.tsx'

const c = copy.letters

const meta = {
  title: 'Console/LetterList',
  component: LetterList,
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    status: 'ready',
    errorMessage: '',
    rows: sentLetters,
    total: sentLetters.length,
    page: 1,
    pageSize: 20,
    onPage: fn(),
    onRetry: fn(),
    canManage: true,
    notice: null,
    onCompose: fn(),
    composing: false,
    sending: false,
    sendError: '',
    fieldErrors: {},
    onSend: fn(),
    onComposeCancel: fn(),
    formatTime: storyTime,
  },
  render: (args) => <PortalFrame>{(container) => <LetterList {...args} portalContainer={container} />}</PortalFrame>,
} satisfies Meta<typeof LetterList>

export default meta
type Story = StoryObj<typeof meta>

const findComposer = () => screen.findByRole('dialog', { name: c.composerTitle })

export const Default: Story = {
  play: async ({ args, canvas }) => {
    const table = within(canvas.getByRole('table', { name: c.caption }))
    await expect(table.getAllByRole('columnheader').map((h) => h.textContent)).toEqual(Object.values(c.columns))
    const segment = within(table.getByRole('rowheader', { name: 'A bonus for the line' }).closest('tr')!)
    await expect(segment.getByText('Segment: currency THB, line of agent01')).toBeVisible()
    await expect(segment.getByText(c.members(42))).toBeVisible()
    await expect(table.getByText('Everyone')).toBeVisible()
    await expect(table.getByText('Member demo01')).toBeVisible()
    await expect(canvas.getByText(c.count(3))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: c.compose }))
    await expect(args.onCompose).toHaveBeenCalledOnce()
  },
}

export const ReadOnly: Story = {
  args: { canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('table', { name: c.caption })).toBeVisible()
    await expect(canvas.queryByRole('button', { name: c.compose })).toBeNull()
  },
}

export const Loading: Story = {
  args: { status: 'loading', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(c.loading)
  },
}

export const Empty: Story = {
  args: { rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.emptyTitle)).toBeVisible()
    await expect(canvas.getByText(c.emptyBody)).toBeVisible()
  },
}

export const EmptyReadOnly: Story = {
  args: { rows: [], total: 0, canManage: false },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.emptyBodyReadOnly)).toBeVisible()
  },
}

export const Long: Story = {
  args: { rows: manyLetters, total: 87 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.count(87))).toBeVisible()
    await expect(canvas.getAllByRole('row')).toHaveLength(21)
  },
}

export const LoadFailed: Story = {
  args: { status: 'error', rows: [], total: 0, errorMessage: copy.failure.busy },
  play: async ({ args, canvas }) => {
    await expect(canvas.getByText(c.errorTitle)).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: /try again/i }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Forbidden: Story = {
  args: { status: 'forbidden', rows: [], total: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(new RegExp(c.forbiddenWhat))).toBeVisible()
    await expect(canvas.queryByRole('table')).toBeNull()
  },
}

export const Sent: Story = {
  args: { notice: { tone: 'success', text: c.sent(42) } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(c.sent(42))).toBeVisible()
  },
}

export const ComposeToMember: Story = {
  args: { composing: true },
  play: async ({ args }) => {
    const dialog = within(await findComposer())
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(dialog.getByText(c.memberRequired)).toBeVisible()
    await expect(dialog.getByText(c.titleRequired)).toBeVisible()
    await expect(dialog.getByText(c.contentRequired)).toBeVisible()
    await expect(args.onSend).not.toHaveBeenCalled()
    await userEvent.type(dialog.getByLabelText(c.fields.member), 'demo01')
    await userEvent.type(dialog.getByLabelText(c.fields.title), 'Hello')
    await userEvent.type(dialog.getByLabelText(c.fields.content), 'A message')
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(args.onSend).toHaveBeenCalledWith({
      target: 'member',
      member_account: 'demo01',
      language: null,
      title: 'Hello',
      content: 'A message',
    })
  },
}

export const ComposeToSegment: Story = {
  args: { composing: true, composeTarget: 'segment' },
  play: async ({ args }) => {
    const dialog = within(await findComposer())
    await userEvent.type(dialog.getByLabelText(c.fields.title), 'Line news')
    await userEvent.type(dialog.getByLabelText(c.fields.content), 'x')
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(dialog.getByText(c.segmentRequired)).toBeVisible()
    await userEvent.type(dialog.getByLabelText(c.fields.currency), 'thb')
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(dialog.getByText(copy.campaigns.currencyRequired)).toBeVisible()
    await userEvent.clear(dialog.getByLabelText(c.fields.currency))
    await userEvent.type(dialog.getByLabelText(c.fields.currency), 'THB')
    await userEvent.type(dialog.getByLabelText(c.fields.agent), 'agent01')
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(args.onSend).toHaveBeenCalledWith({
      target: 'segment',
      currency: 'THB',
      agent_account: 'agent01',
      language: null,
      title: 'Line news',
      content: 'x',
    })
  },
}

export const ComposeToEveryone: Story = {
  args: { composing: true, composeTarget: 'all' },
  play: async ({ args }) => {
    const dialog = within(await findComposer())
    await expect(dialog.queryByLabelText(c.fields.member)).toBeNull()
    await userEvent.selectOptions(dialog.getByLabelText(c.fields.language), 'en_US')
    await userEvent.type(dialog.getByLabelText(c.fields.title), 'Everyone')
    await userEvent.type(dialog.getByLabelText(c.fields.content), 'x')
    await userEvent.click(dialog.getByRole('button', { name: c.send }))
    await expect(args.onSend).toHaveBeenCalledWith({
      target: 'all',
      language: 'en_US',
      title: 'Everyone',
      content: 'x',
    })
  },
}

export const ComposeServerErrors: Story = {
  args: {
    composing: true,
    fieldErrors: { member_account: c.memberNotFound },
    sendError: c.noReceivers,
  },
  play: async () => {
    const dialog = within(await findComposer())
    await expect(dialog.getByText(c.memberNotFound)).toBeVisible()
    await expect(dialog.getByText(c.noReceivers)).toBeVisible()
  },
}

export const ComposeSending: Story = {
  args: { composing: true, sending: true },
  play: async () => {
    const dialog = within(await findComposer())
    await expect(dialog.getByRole('button', { name: c.sending })).toHaveAttribute('aria-disabled', 'true')
  },
}
