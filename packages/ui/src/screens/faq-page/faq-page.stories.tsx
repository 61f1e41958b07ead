import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type MouseEvent } from 'react'
import { expect, fn, within } from 'storybook/test'
import { catalogues } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import { FaqPage, type FaqEntry, type FaqPageProps } from './faq-page.tsx'

/** The copy the stories render: the preview speaks en_US. */
const t = createTranslator(catalogues.en_US)

const account = { group: 'account', groupTitle: 'Account' }
const funds = { group: 'funds', groupTitle: 'Deposits and withdrawals' }
const games = { group: 'games', groupTitle: 'Games' }
const responsible = { group: 'responsible', groupTitle: 'Responsible gaming' }

const entries: FaqEntry[] = [
  { id: 1, ...account, title: 'How do I register an account?' },
  { id: 2, ...account, title: 'I forgot my password. What should I do?' },
  { id: 3, ...account, title: 'How do I bind my bank account?' },
  { id: 4, ...funds, title: 'How do I make a deposit?' },
  { id: 5, ...funds, title: 'How long does a withdrawal take?' },
  { id: 6, ...funds, title: 'Is there a minimum deposit?' },
  { id: 7, ...games, title: 'Can I try games for free?' },
  { id: 8, ...games, title: 'What happens if my connection drops during a game?' },
  { id: 9, ...responsible, title: 'How do I set a deposit limit?' },
]

const detailHtml =
  '<p>Open <strong>Deposit</strong> from the footer or your account centre, pick a payment method and enter the amount.</p>' +
  '<ol><li>Choose a bank or e-wallet</li><li>Enter the amount (minimum $10)</li><li>Confirm the transfer</li></ol>' +
  '<p>Still stuck? Read <a href="/faq/6">the minimum deposit</a> or contact customer service.</p>'

const longTitle =
  'What should I do if my deposit has been deducted from my bank account but has not arrived in my wallet after two hours?'

/** Plays the caller: owns the search text and reports every change to the story's spy. */
function ControlledFaq({ query: initial = '', onQueryChange, ...args }: FaqPageProps) {
  const [query, setQuery] = useState(initial)
  return (
    <FaqPage
      {...args}
      query={query}
      onQueryChange={(value) => {
        setQuery(value)
        onQueryChange?.(value)
      }}
    />
  )
}

const meta = {
  title: 'Pages/FaqPage',
  component: FaqPage,
  args: {
    status: 'ready',
    entries,
    query: '',
    hrefFor: (id: number) => `/faq/${id}`,
    // The caller routes on the client; the story stays on its page.
    onSelect: fn((_id: number, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onQueryChange: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    entries: { control: false },
    hrefFor: { control: false },
  },
  render: (args) => <ControlledFaq {...args} />,
} satisfies Meta<typeof FaqPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('pages.faq.title') })).toBeVisible()
    await step('questions are grouped under their group titles', async () => {
      const nav = canvas.getByRole('navigation', { name: t('pages.faq.questions') })
      await expect(
        within(nav)
          .getAllByRole('heading', { level: 2 })
          .map((h) => h.textContent),
      ).toEqual(['Account', 'Deposits and withdrawals', 'Games', 'Responsible gaming'])
      await expect(within(nav).getByRole('list', { name: 'Games' }).querySelectorAll('li')).toHaveLength(2)
    })
    await step('with no question picked, the answer pane asks for one', async () => {
      await expect(canvas.getByText(t('pages.faq.pick_title'))).toBeVisible()
      await expect(canvas.queryByRole('article')).toBeNull()
    })
    await step('a question is a link to its page and reports the click', async () => {
      const link = canvas.getByRole('link', { name: 'How do I make a deposit?' })
      await expect(link).toHaveAttribute('href', '/faq/4')
      await userEvent.click(link)
      await expect(args.onSelect).toHaveBeenCalledOnce()
      await expect(args.onSelect).toHaveBeenCalledWith(4, expect.objectContaining({ type: 'click' }))
    })
  },
}

export const Detail: Story = {
  args: { ...Default.args, selectedId: 4, detailHtml },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('article', { name: 'How do I make a deposit?' })
    await expect(within(answer).getByText('Confirm the transfer')).toBeVisible()
    await expect(within(answer).getByRole('link', { name: 'the minimum deposit' })).toHaveAttribute('href', '/faq/6')
    // The list stays beside the answer and marks the current question.
    await expect(canvas.getByRole('link', { name: 'How do I make a deposit?' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getAllByRole('link', { current: 'page' })).toHaveLength(1)
    await expect(canvas.queryByRole('button', { name: t('pages.faq.back') })).toBeNull()
  },
}

export const AnswerLoading: Story = {
  args: { ...Default.args, selectedId: 4 },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('article', { name: 'How do I make a deposit?' })
    await expect(answer).toHaveAttribute('aria-busy', 'true')
    await expect(within(answer).getByRole('status')).toHaveTextContent(t('pages.faq.answer_loading'))
  },
}

export const Search: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const box = canvas.getByRole('searchbox', { name: t('pages.faq.search_label') })
    const questions = () => canvas.queryAllByRole('link').map((link) => link.textContent)
    await step('typing filters the questions by title and drops empty groups', async () => {
      await userEvent.type(box, 'DEPOSIT')
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('DEPOSIT')
      await expect(questions()).toEqual([
        'How do I make a deposit?',
        'Is there a minimum deposit?',
        'How do I set a deposit limit?',
      ])
      await expect(canvas.getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual([
        'Deposits and withdrawals',
        'Responsible gaming',
      ])
      await expect(canvas.getByText(t('pages.faq.results', { count: 3 }))).toBeInTheDocument()
    })
    await step('no match says so and offers to clear the search', async () => {
      await userEvent.type(box, ' bonus')
      await expect(questions()).toEqual([])
      await expect(canvas.getByText(t('pages.faq.no_results', { query: 'DEPOSIT bonus' }))).toBeVisible()
      await userEvent.click(canvas.getByRole('button', { name: t('pages.faq.clear_search') }))
      await expect(args.onQueryChange).toHaveBeenLastCalledWith('')
      await expect(box).toHaveValue('')
      await expect(questions()).toHaveLength(entries.length)
    })
  },
}

export const SearchUncontrolled: Story = {
  args: { ...Default.args, query: undefined },
  render: (args) => <FaqPage {...args} />,
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('searchbox'), 'password')
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('password')
    await expect(canvas.getAllByRole('link').map((link) => link.textContent)).toEqual([
      'I forgot my password. What should I do?',
    ])
  },
}

export const NotFound: Story = {
  args: { ...Default.args, selectedId: 999 },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('pages.faq.not_found_title'))).toBeVisible()
    await expect(canvas.getAllByRole('link')).toHaveLength(entries.length)
    await expect(canvas.queryByRole('link', { current: 'page' })).toBeNull()
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('pages.faq.title') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pages.faq.loading'))
    await expect(canvas.queryByRole('searchbox')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'The questions timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The questions timed out')
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const Empty: Story = {
  args: { ...Default.args, entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('pages.faq.empty'))).toBeVisible()
    await expect(canvas.queryByRole('searchbox')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('searchbox')).toBeVisible()
    // No answer pane beside the list on mobile.
    await expect(canvas.queryByText(t('pages.faq.pick_title'))).toBeNull()
    await userEvent.click(canvas.getByRole('link', { name: 'Can I try games for free?' }))
    await expect(args.onSelect).toHaveBeenCalledWith(7, expect.anything())
  },
}

export const MobileSearch: Story = {
  args: { ...Mobile.args, query: 'password' },
  globals: Mobile.globals,
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('searchbox')).toHaveValue('password')
    await expect(canvas.getAllByRole('link')).toHaveLength(1)
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading' },
  globals: Mobile.globals,
}

export const DetailMobile: Story = {
  args: Detail.args,
  globals: Mobile.globals,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'How do I make a deposit?' })).toBeVisible()
    // The answer replaces the list.
    await expect(canvas.queryByRole('navigation')).toBeNull()
    await expect(canvas.queryByRole('searchbox')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('pages.faq.back') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const NotFoundMobile: Story = {
  args: NotFound.args,
  globals: Mobile.globals,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('pages.faq.not_found'))).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('pages.faq.back') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

const longEntries: FaqEntry[] = [
  ...entries.slice(0, 3),
  {
    id: 10,
    group: 'funds',
    groupTitle: 'Deposits, withdrawals, payment methods, limits and the processing times of each bank',
    title: longTitle,
  },
  ...entries.slice(3),
]

export const LongText: Story = {
  args: {
    ...Default.args,
    entries: longEntries,
    selectedId: 10,
    detailHtml: `<h3>Before you contact us</h3>${'<p>Bank transfers made outside banking hours are credited on the next working day. Keep the transfer receipt: customer service will ask for the reference number, the amount and the time of the transfer.</p>'.repeat(5)}`,
  },
  play: async ({ canvas }) => {
    const answer = canvas.getByRole('article', { name: longTitle })
    await expect(answer).toBeVisible()
    // The long question wraps inside its column instead of widening it.
    const link = canvas.getByRole('link', { name: longTitle })
    const nav = canvas.getByRole('navigation')
    await expect(link.getBoundingClientRect().right).toBeLessThanOrEqual(nav.getBoundingClientRect().right)
  },
}

export const LongTextMobile: Story = {
  args: { ...LongText.args, selectedId: undefined },
  globals: Mobile.globals,
}
