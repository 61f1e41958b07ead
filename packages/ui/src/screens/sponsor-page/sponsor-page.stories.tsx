import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, within } from 'storybook/test'
import { catalogues } from '../../locales/index.ts'
import { createTranslator } from '../../text/create-translator.ts'
import { SponsorPage, type Sponsor } from './sponsor-page.tsx'

/** The copy the stories render: the preview speaks en_US. */
const t = createTranslator(catalogues.en_US)

/** A 1280x720 sponsor picture as an inline SVG, so the stories never touch the network. */
function sponsorImage(hue: number, name: string): string {
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1280 720" width="1280" height="720">` +
    `<rect width="1280" height="720" fill="hsl(${hue} 55% 18%)"/>` +
    `<path d="M0 560 L1280 360 L1280 720 L0 720 Z" fill="hsl(${hue} 60% 30%)"/>` +
    `<circle cx="640" cy="300" r="150" fill="none" stroke="#ffffff" stroke-width="14" opacity="0.9"/>` +
    `<text x="640" y="335" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="96" fill="#ffffff">${name.slice(0, 2).toUpperCase()}</text>` +
    `<text x="640" y="560" text-anchor="middle" font-family="DejaVu Sans, sans-serif" font-weight="700" font-size="64" fill="#ffffff">${name}</text>` +
    `</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const sponsors: Sponsor[] = [
  {
    id: 1,
    title: 'Harbour City FC',
    content: 'Official betting partner of Harbour City FC for the 2026–27 season.',
    imageUrl: sponsorImage(210, 'Harbour City'),
    url: 'https://sponsor.example.com/harbour-city',
  },
  {
    id: 2,
    title: 'Dragon Boat Festival',
    content: 'Proud sponsor of the Dragon Boat Festival.\nRaces every weekend in June.',
    imageUrl: sponsorImage(350, 'Dragon Boat'),
    url: 'https://sponsor.example.com/dragon-boat',
  },
  {
    id: 3,
    title: 'Night Run',
    content: 'Ten kilometres through the city centre after dark, with our team at the finish line.',
    imageUrl: sponsorImage(265, 'Night Run'),
    // Not an absolute http(s) URL: the card is not a link.
    url: '/sponsor/night-run',
  },
  {
    id: 4,
    title: 'Esports Masters',
    content: 'Main sponsor of the Esports Masters finals.',
    imageUrl: sponsorImage(150, 'Esports'),
    url: 'javascript:alert(1)',
  },
]

const meta = {
  title: 'Pages/SponsorPage',
  component: SponsorPage,
  args: { status: 'ready', sponsors, onRetry: fn() },
  argTypes: {
    status: { control: 'inline-radio', options: ['loading', 'error', 'ready'] },
    sponsors: { control: false },
  },
} satisfies Meta<typeof SponsorPage>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: t('pages.sponsor.title') })).toBeVisible()
    await expect(canvas.getAllByRole('heading', { level: 2 })).toHaveLength(sponsors.length)
    await step('an absolute http(s) URL opens in a new tab, safely, and says so', async () => {
      const links = canvas.getAllByRole('link')
      await expect(links).toHaveLength(2)
      const link = canvas.getByRole('link', { name: `Harbour City FC ${t('pages.sponsor.new_tab')}` })
      const box = canvas.getAllByRole('article')[0]!.querySelector('img')!.getBoundingClientRect()
      // The link covers its card, so the whole card is the click target.
      await expect(document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)).toBe(link)
      await expect(link).toHaveAttribute('href', 'https://sponsor.example.com/harbour-city')
      await expect(link).toHaveAttribute('target', '_blank')
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    })
    await step('any other URL gives a card without a link', async () => {
      for (const name of ['Night Run', 'Esports Masters']) {
        const card = canvas.getByRole('article', { name })
        await expect(card).toBeVisible()
        await expect(within(card).queryByRole('link')).toBeNull()
      }
    })
    await step('pictures load lazily into a reserved 16:9 box', async () => {
      const images = Array.from(canvas.getByRole('list').querySelectorAll('img'))
      await expect(images).toHaveLength(sponsors.length)
      for (const img of images) {
        await expect(img).toHaveAttribute('loading', 'lazy')
        await expect(img).toHaveAttribute('width', '640')
        await expect(img).toHaveAttribute('height', '360')
        await expect(img.getBoundingClientRect().width / img.getBoundingClientRect().height).toBeCloseTo(16 / 9, 1)
      }
    })
  },
}

export const Loading: Story = {
  args: { ...Default.args, status: 'loading' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: t('pages.sponsor.title') })).toHaveAttribute('aria-busy', 'true')
    await expect(canvas.getByRole('status')).toHaveTextContent(t('pages.sponsor.loading'))
  },
}

export const Error: Story = {
  args: { ...Default.args, status: 'error', errorMessage: 'The sponsors timed out. Check your connection.' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent('The sponsors timed out')
    await userEvent.click(canvas.getByRole('button', { name: t('common.retry') }))
    await expect(args.onRetry).toHaveBeenCalledOnce()
  },
}

export const ErrorWithoutRetry: Story = {
  args: { ...Default.args, status: 'error', onRetry: undefined },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(t('pages.sponsor.error'))
    await expect(canvas.queryByRole('button')).toBeNull()
  },
}

export const Empty: Story = {
  args: { ...Default.args, sponsors: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText(t('pages.sponsor.empty'))).toBeVisible()
    await expect(canvas.queryByRole('list')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('listitem')
    // One card a row.
    await expect(items[0]!.getBoundingClientRect().left).toBe(items[1]!.getBoundingClientRect().left)
    await expect(canvas.getByRole('link', { name: `Dragon Boat Festival ${t('pages.sponsor.new_tab')}` })).toBeVisible()
  },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, status: 'loading' },
  globals: Mobile.globals,
}

const longSponsors: Sponsor[] = [
  {
    ...sponsors[0]!,
    title: 'Harbour City Football Club and the Harbour City Women’s Football Club, official partners since 2019',
    content: `${'We are proud to support grassroots football in the community, from youth academies to the first team. '.repeat(4)}\n\nTickets for every home game are available to our members.`,
  },
  { ...sponsors[1]!, content: 'Short.' },
  { ...sponsors[2]!, title: 'Supercalifragilisticexpialidociousmarathonrunningclubsponsorship' },
]

export const LongText: Story = {
  args: { ...Default.args, sponsors: longSponsors },
  play: async ({ canvas }) => {
    // Long words wrap inside the card instead of overflowing it.
    const card = canvas.getByRole('article', { name: /^Supercalifragilistic/ })
    const title = canvas.getByRole('heading', { name: /^Supercalifragilistic/ })
    await expect(title.getBoundingClientRect().right).toBeLessThanOrEqual(card.getBoundingClientRect().right)
    // Cards of a row share its height.
    const items = canvas.getAllByRole('listitem')
    await expect(items[0]!.getBoundingClientRect().height).toBe(items[1]!.getBoundingClientRect().height)
  },
}

export const LongTextMobile: Story = {
  args: LongText.args,
  globals: Mobile.globals,
}
