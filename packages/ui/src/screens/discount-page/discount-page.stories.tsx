import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState, type MouseEvent } from 'react'
import { expect, fn, within } from 'storybook/test'
import { catalogues } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import { DiscountPage, type DiscountPageProps, type DiscountPromotion } from './discount-page.tsx'

/** The copy the stories render: the preview speaks en_US. */
const t = createTranslator(catalogues.en_US)

/** A 1280x720 promotional picture as an inline SVG, so the stories never touch the network. */
function promoImage(hue: number, headline: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
    `<defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="hsl(${hue} 70% 24%)"/>` +
    `<stop offset="1" stop-color="hsl(${(hue + 50) % 360} 75% 42%)"/></linearGradient></defs>` +
    `<rect width="1280" height="720" fill="url(#g)"/>` +
    `<circle cx="1010" cy="360" r="250" fill="hsl(${hue} 80% 70%)" opacity="0.16"/>` +
    `<circle cx="1010" cy="360" r="150" fill="#ffd66b"/>` +
    `<text x="1010" y="405" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="130" fill="hsl(${hue} 60% 20%)">%</text>` +
    `<text x="90" y="380" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="76" fill="#ffffff">${headline}</text>` +
    `</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const categories = [
  { id: 1, label: 'New members' },
  { id: 2, label: 'Casino' },
  { id: 3, label: 'Slots' },
  { id: 4, label: 'Sports' },
]

const promotions: DiscountPromotion[] = [
  {
    id: 1,
    title: 'Welcome bonus 100%',
    summary: 'Double your first deposit, up to $500. Turnover 10× before withdrawal.',
    imageUrl: promoImage(265, 'Welcome 100%'),
    period: '1 Nov – 30 Nov 2026',
    categoryId: 1,
  },
  {
    id: 2,
    title: 'Weekly cashback 10%',
    summary: 'Get 10% of your net losses on live casino back every Monday.',
    imageUrl: promoImage(160, 'Cashback 10%'),
    period: '1 Nov – 31 Dec 2026',
    categoryId: 2,
  },
  {
    id: 3,
    title: 'Jackpot Friday',
    summary: 'Every spin on R8 Gaming slots enters the weekly prize draw.',
    imageUrl: promoImage(20, 'Jackpot Friday'),
    period: 'Every Friday',
    categoryId: 3,
  },
  {
    id: 4,
    title: 'Invite a friend',
    summary: 'Earn $20 for every friend who signs up and makes a first deposit.',
    imageUrl: promoImage(320, 'Invite a friend'),
    period: 'From 1 Nov 2026',
    categoryId: null,
  },
  {
    id: 5,
    title: 'Parlay boost',
    summary: 'Win up to 50% more on sports parlays of five legs or more.',
    imageUrl: promoImage(110, 'Parlay boost'),
    period: '15 Nov – 15 Dec 2026',
    categoryId: 4,
  },
  {
    id: 6,
    title: 'Live casino streak',
    summary: 'Win five hands in a row at any baccarat table for a $50 bonus.',
    imageUrl: promoImage(200, 'Win streak'),
    period: '1 Nov – 30 Nov 2026',
    categoryId: 2,
  },
]

const detailHtml =
  '<p>New members get a <strong>100% bonus</strong> on their first deposit, up to $500.</p>' +
  '<h3>Terms</h3><ul><li>Minimum deposit $10</li><li>Turnover 10× before withdrawal</li>' +
  '<li>One bonus per member, household and device</li></ul>' +
  '<p>Read the <a href="/faq/3">bonus rules</a> before you join.</p>'

const longText = 'Extraordinarily long promotion title that keeps going to test wrapping and clamping '

const longPromotions: DiscountPromotion[] = promotions.map((promotion, index) => ({
  ...promotion,
  title: index % 2 === 0 ? `${longText}${promotion.title}` : promotion.title,
  summary: index % 2 === 0 ? Array(4).fill(promotion.summary).join(' ') : promotion.summary,
  period: index === 0 ? 'Monday 1 November 2026, 00:00 – Thursday 31 December 2026, 23:59 (GMT-4)' : promotion.period,
}))

/** Plays the caller: owns the category tab and reports every change to the story's spy. */
function ControlledPage({ category: initial, onCategoryChange, ...args }: DiscountPageProps) {
  const [category, setCategory] = useState(initial)
  return (
    <DiscountPage
      {...args}
      category={category}
      onCategoryChange={(next) => {
        setCategory(next)
        onCategoryChange(next)
      }}
    />
  )
}

const meta = {
  title: 'Pages/DiscountPage',
  component: DiscountPage,
  args: {
    status: 'ready',
    promotions,
    categories,
    category: 'all',
    hrefFor: (id: number) => `/discount/${id}`,
    // The caller routes on the client; the story stays on its page.
    onSelect: fn((_id: number, event: MouseEvent<HTMLAnchorElement>) => event.preventDefault()),
    onCategoryChange: fn(),
    onBack: fn(),
    onRetry: fn(),
  },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    promotions: { control: false },
    hrefFor: { control: false },
  },
  render: (args) => <ControlledPage {...args} />,
} satisfies Meta<typeof DiscountPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('pages.discount.title') })).toBeVisible()
    await step('every promotion is a card linking to its detail page', async () => {
      const cards = canvas.getAllByRole('link')
      await expect(cards).toHaveLength(promotions.length)
      const card = canvas.getByRole('link', { name: 'Weekly cashback 10%' })
      await expect(card).toHaveAttribute('href', '/discount/2')
      await expect(card).toHaveAccessibleDescription(t('pages.discount.period', { period: '1 Nov – 31 Dec 2026' }))
    })
    await step('pictures load lazily into a reserved 16:9 box', async () => {
      for (const card of canvas.getAllByRole('article')) {
        const img = card.querySelector('img')!
        await expect(img).toHaveAttribute('loading', 'lazy')
        await expect(img).toHaveAttribute('width', '640')
        await expect(img).toHaveAttribute('height', '360')
      }
    })
    await step('the title link covers its card, so the whole card is the click target', async () => {
      const box = canvas
        .getByRole('article', { name: 'Welcome bonus 100%' })
        .querySelector('img')!
        .getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      await expect(hit).toBe(canvas.getByRole('link', { name: 'Welcome bonus 100%' }))
    })
    await step('following a card reports its id and the click', async () => {
      await userEvent.click(canvas.getByRole('link', { name: 'Jackpot Friday' }))
      await expect(args.onSelect).toHaveBeenCalledOnce()
      await expect(args.onSelect).toHaveBeenCalledWith(3, expect.objectContaining({ type: 'click' }))
    })
  },
}

export const CategoryFilter: Story = {
  play: async ({ canvas, userEvent, args, step }) => {
    const titles = () => canvas.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent)
    await step('the All tab comes first and shows every promotion', async () => {
      const tabs = canvas.getAllByRole('tab')
      await expect(tabs.map((tab) => tab.textContent)).toEqual([
        t('pages.discount.all'),
        ...categories.map((c) => c.label),
      ])
      await expect(tabs[0]).toHaveAttribute('aria-selected', 'true')
      await expect(titles()).toHaveLength(promotions.length)
    })
    await step('a category shows its promotions and those of no category', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: 'Casino' }))
      await expect(args.onCategoryChange).toHaveBeenLastCalledWith(2)
      await expect(canvas.getByRole('tab', { name: 'Casino' })).toHaveAttribute('aria-selected', 'true')
      await expect(titles()).toEqual(['Weekly cashback 10%', 'Invite a friend', 'Live casino streak'])
    })
    await step('arrow keys move between tabs', async () => {
      await userEvent.keyboard('{ArrowRight}')
      await expect(args.onCategoryChange).toHaveBeenLastCalledWith(3)
      await expect(titles()).toEqual(['Jackpot Friday', 'Invite a friend'])
    })
    await step('All again', async () => {
      await userEvent.click(canvas.getByRole('tab', { name: t('pages.discount.all') }))
      await expect(args.onCategoryChange).toHaveBeenLastCalledWith('all')
      await expect(titles()).toHaveLength(promotions.length)
    })
  },
}

export const EmptyCategory: Story = {
  args: {
    ...Default.args,
    promotions: promotions.filter((promotion) => promotion.categoryId !== null && promotion.categoryId !== 4),
    category: 4,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('tab', { name: 'Sports' })).toHaveAttribute('aria-selected', 'true')
    await expect(canvas.getByText(t('pages.discount.empty_category'))).toBeVisible()
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const NoCategories: Story = {
  args: { ...Default.args, categories: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('tablist')).toBeNull()
    await expect(canvas.getAllByRole('link')).toHaveLength(promotions.length)
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('pages.discount.title') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pages.discount.loading'))
    await expect(canvas.queryByRole('link')).toBeNull()
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'The promotions timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The promotions timed out')
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const ErrorWithoutRetry: Story = {
  args: { ...Default.args, status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('pages.discount.error'))
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, promotions: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('pages.discount.empty'))).toBeVisible()
    await expect(canvas.queryByRole('tablist')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, userEvent, args }) => {
    const cards = canvas.getAllByRole('article')
    // One card a row.
    await expect(cards[0]!.getBoundingClientRect().left).toBe(cards[1]!.getBoundingClientRect().left)
    await userEvent.click(canvas.getByRole('link', { name: 'Invite a friend' }))
    await expect(args.onSelect).toHaveBeenCalledWith(4, expect.anything())
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading' },
  globals: Mobile.globals,
}

export const Detail: Story = {
  args: { ...Default.args, selectedId: 1, detailHtml },
  play: async ({ canvas, userEvent, args, step }) => {
    const detail = canvas.getByRole('article', { name: 'Welcome bonus 100%' })
    await step('the detail shows the promotion and its sanitised body', async () => {
      await expect(within(detail).getByText('Minimum deposit $10')).toBeVisible()
      await expect(within(detail).getByRole('link', { name: 'bonus rules' })).toHaveAttribute('href', '/faq/3')
      await expect(detail).toHaveTextContent('1 Nov – 30 Nov 2026')
      const img = detail.querySelector('img')!
      await expect(img).toHaveAttribute('width', '1280')
      await expect(img).toHaveAttribute('height', '720')
      await expect(canvas.queryByRole('tablist')).toBeNull()
    })
    await step('back reports to the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: t('pages.discount.back') }))
      await expect(args.onBack).toHaveBeenCalledOnce()
    })
  },
}

export const DetailMobile: Story = {
  args: Detail.args,
  globals: Mobile.globals,
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('article', { name: 'Welcome bonus 100%' })).toBeVisible()
    await userEvent.click(canvas.getByRole('button', { name: t('pages.discount.back') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const DetailWithoutBody: Story = {
  args: { ...Default.args, selectedId: 4 },
  play: async ({ canvas }) => {
    const detail = canvas.getByRole('article', { name: 'Invite a friend' })
    await expect(detail).toHaveTextContent(promotions[3]!.summary)
  },
}

export const DetailLoading: Story = {
  args: { ...Detail.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pages.discount.loading'))
    await expect(canvas.getByRole('button', { name: t('pages.discount.back') })).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
  },
}

export const NotFound: Story = {
  args: { ...Default.args, selectedId: 999 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByText(t('pages.discount.not_found_title'))).toBeVisible()
    await expect(canvas.queryByRole('article')).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: t('pages.discount.back') }))
    await expect(args.onBack).toHaveBeenCalledOnce()
  },
}

export const NotFoundMobile: Story = {
  args: NotFound.args,
  globals: Mobile.globals,
}

export const LongText: Story = {
  args: {
    ...Default.args,
    promotions: longPromotions,
    categories: [...categories, { id: 5, label: 'Weekend specials for members of the VIP club and their friends' }],
  },
  play: async ({ canvas }) => {
    const title = canvas.getAllByRole('heading', { name: new RegExp(`^${longText}`) })[0]!
    // Clamped on the card; the link still names the whole title.
    await expect(title.scrollHeight).toBeGreaterThan(title.clientHeight)
    const cards = canvas.getAllByRole('article')
    await expect(cards[0]!.getBoundingClientRect().height).toBe(cards[1]!.getBoundingClientRect().height)
    await expect(canvas.getByRole('tab', { name: /^Weekend specials/ })).toBeVisible()
  },
}

export const LongTextDetail: Story = {
  args: {
    ...LongText.args,
    selectedId: 1,
    detailHtml: `<h3>How it works</h3>${'<p>Deposit at least $10 and the bonus is credited within five minutes. The bonus and the deposit must be wagered ten times before a withdrawal.</p>'.repeat(6)}`,
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('article', { name: new RegExp(`^${longText}`) })).toBeVisible()
  },
}

export const LongTextMobile: Story = {
  args: LongText.args,
  globals: Mobile.globals,
}
