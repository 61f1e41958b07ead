import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { letters, manyLetters } from './letter-fixtures.ts'
import { LetterInbox } from './letter-inbox.tsx'

/** Desktop stories sit in a box the size of the dialog the site shows the inbox in; mobile takes the screen. */
const meta = {
  title: 'Lobby/LetterInbox',
  component: LetterInbox,
  args: {
    status: 'ready',
    letters,
    unreadCount: 3,
    totalCount: letters.length,
    page: 1,
    pageSize: 50,
    onPageChange: fn(),
    onOpen: fn(),
    onDelete: fn(),
    onRetry: fn(),
    selectedId: null,
    onBack: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
  },
  render: (args, { globals }) =>
    globals.layout === 'mobile' ? (
      <LetterInbox {...args} />
    ) : (
      <div data-slot="letter-inbox-frame" className="mx-auto max-w-2xl overflow-hidden rounded-2xl border shadow-2xl">
        <LetterInbox {...args} />
      </div>
    ),
} satisfies Meta<typeof LetterInbox>

export default meta
type Story = StoryObj<typeof meta>

/** Three of six letters unread: bold, with a dot, and the badge by the heading says 3. */
export const Unread: Story = {
  play: async ({ canvas, args, step }) => {
    await step('the badge counts the unread letters', async () => {
      await expect(canvas.getByRole('img', { name: '3 unread' })).toHaveTextContent('3')
    })
    await step('unread letters are bold and say so', async () => {
      const list = canvas.getByRole('list', { name: 'Letters' })
      const rows = within(list).getAllByRole('button')
      await expect(rows).toHaveLength(6)
      await expect(rows[0]).toHaveAccessibleName(/^Unread: Your weekly cashback has arrived/)
      await expect(rows[1]).toHaveAccessibleName(/^Security notice/)
      await expect(rows[0]!.querySelector('[data-slot="letter-inbox-item-title"]')).toHaveClass('font-bold')
      await expect(rows[1]!.querySelector('[data-slot="letter-inbox-item-title"]')).not.toHaveClass('font-bold')
    })
    await step('opening a letter asks the caller, which marks it read', async () => {
      await userEvent.click(canvas.getByRole('button', { name: /Red envelope rain this Friday/ }))
      await expect(args.onOpen).toHaveBeenCalledWith(204)
    })
    await step('one page: no pager', async () => {
      await expect(canvas.queryByRole('navigation')).toBeNull()
    })
  },
}

export const Loading: Story = {
  args: { ...Unread.args, status: 'loading', letters: [], unreadCount: 0, totalCount: 0 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading letters…')
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Loading.args, status: 'error' },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent("Your letters couldn't be loaded")
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { ...Loading.args, status: 'ready' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No letters yet')).toBeVisible()
    await expect(canvas.queryByRole('img', { name: /unread/ })).toBeNull()
  },
}

/** 150 unread: the badge stops at 99+, and still names the full count. */
export const ManyUnread: Story = {
  args: { ...Unread.args, letters: manyLetters(50, { unread: true }), unreadCount: 150, totalCount: 150 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('img', { name: '150 unread' })).toHaveTextContent('99+')
    await expect(canvas.getByText('Page 1 of 3')).toBeVisible()
  },
}

/** 75 letters, 50 a page: the pager moves on. */
export const LongList: Story = {
  args: { ...Unread.args, letters: manyLetters(50), unreadCount: 25, totalCount: 75 },
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Letter pages' }))
    await expect(pager.getByText('Page 1 of 2')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await userEvent.click(pager.getByRole('button', { name: 'Next page' }))
    await expect(args.onPageChange).toHaveBeenCalledOnce()
    await expect(args.onPageChange).toHaveBeenCalledWith(2)
  },
}

/** The last page: next is disabled, previous goes back. */
export const LastPage: Story = {
  args: { ...LongList.args, letters: manyLetters(25, { firstId: 950 }), page: 2 },
  play: async ({ canvas, args }) => {
    const pager = within(canvas.getByRole('navigation', { name: 'Letter pages' }))
    await expect(pager.getByText('Page 2 of 2')).toBeVisible()
    await expect(pager.getByRole('button', { name: 'Next page' })).toBeDisabled()
    await userEvent.click(pager.getByRole('button', { name: 'Previous page' }))
    await expect(args.onPageChange).toHaveBeenCalledWith(1)
  },
}

/** One letter in full: its text as typed, line breaks kept, markup shown and never run. */
export const Reading: Story = {
  args: { ...Unread.args, selectedId: 206 },
  play: async ({ canvas, canvasElement, args }) => {
    const letter = canvas.getByRole('article', { name: 'Your weekly cashback has arrived' })
    await expect(within(letter).getByText('Nov 20, 2026, 06:30 AM GMT-4')).toBeVisible()
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="letter-inbox-letter-content"]')!
    await expect(content.innerText).toContain('Hello Quinn,\n\nYour cashback')
    await expect(canvas.queryByRole('list')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Back to letters' }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const ReadingMarkup: Story = {
  args: { ...Unread.args, selectedId: 203 },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('heading', { name: 'Markup stays text: <b>not bold</b>' })).toBeVisible()
    const content = canvasElement.querySelector<HTMLElement>('[data-slot="letter-inbox-letter-content"]')!
    await expect(content).toHaveTextContent('This letter holds <script>alert(1)</script> and <b>tags</b>.')
    await expect(content.querySelector('script, b')).toBeNull()
  },
}

/** Delete asks first: cancel keeps the letter, confirm deletes it. */
export const DeleteConfirm: Story = {
  args: { ...Reading.args },
  play: async ({ canvas, args, step }) => {
    const remove = canvas.getByRole('button', { name: 'Delete' })
    await step('cancel keeps the letter', async () => {
      await userEvent.click(remove)
      const confirm = within(canvas.getByRole('group', { name: 'Delete this letter? This cannot be undone.' }))
      await expect(confirm.getByRole('button', { name: 'Cancel' })).toHaveFocus()
      await userEvent.click(confirm.getByRole('button', { name: 'Cancel' }))
      await expect(canvas.queryByRole('group')).toBeNull()
      await expect(remove).toHaveFocus()
      await expect(args.onDelete).not.toHaveBeenCalled()
    })
    await step('confirm deletes it', async () => {
      await userEvent.click(remove)
      await userEvent.click(canvas.getByRole('button', { name: 'Delete letter' }))
      await expect(args.onDelete).toHaveBeenCalledOnce()
      await expect(args.onDelete).toHaveBeenCalledWith(206)
    })
  },
}

export const Mobile: Story = {
  args: { ...LongList.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const inbox = canvasElement.querySelector<HTMLElement>('[data-slot="letter-inbox"]')!
    // Full width: the inbox fills the story's width.
    await expect(inbox.getBoundingClientRect().width).toBeGreaterThan(canvasElement.getBoundingClientRect().width * 0.9)
    await expect(canvas.getByRole('navigation', { name: 'Letter pages' })).toBeVisible()
  },
}

export const MobileReading: Story = {
  args: { ...Reading.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Delete' }))
    await expect(canvas.getByRole('button', { name: 'Delete letter' })).toBeVisible()
  },
}
