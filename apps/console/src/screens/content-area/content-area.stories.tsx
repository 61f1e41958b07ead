import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { siteBanners } from '../../fixtures/content.ts'
import { storyTime, tabletParameters } from '../../fixtures/story.tsx'
import { BannerList } from '../banner-list/banner-list.tsx'
import { ContentArea } from './content-area.tsx'

const words = copy.content.area

const meta = {
  title: 'Console/ContentArea',
  component: ContentArea,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { ...tabletParameters },
  args: {
    section: 'banners',
    hrefOf: (section) => `/console/content/${section}`,
    onNavigate: fn(),
    children: (
      <BannerList
        status="ready"
        rows={siteBanners}
        onRetry={() => {}}
        canManage={false}
        notice={null}
        onCreate={() => {}}
        onEdit={() => {}}
        onRemove={() => {}}
        editing={null}
        saving={false}
        onSave={() => {}}
        onEditCancel={() => {}}
        removing={null}
        removingBusy={false}
        onRemoveConfirm={() => {}}
        onRemoveCancel={() => {}}
        formatTime={storyTime}
      />
    ),
  },
} satisfies Meta<typeof ContentArea>

export default meta
type Story = StoryObj<typeof meta>

export const Banners: Story = {
  play: async ({ args, canvas }) => {
    const current = canvas.getByRole('link', { name: words.sections.banners })
    await expect(current).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: words.sections.marquee })).toHaveAttribute(
      'href',
      '/console/content/marquee',
    )
    await userEvent.click(canvas.getByRole('link', { name: words.sections.service }))
    await expect(args.onNavigate).toHaveBeenCalledWith('service')
  },
}

export const Marquee: Story = {
  args: { section: 'marquee', children: <p>{copy.content.marquee.description}</p> },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: words.sections.marquee })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.getByRole('link', { name: words.sections.banners })).not.toHaveAttribute('aria-current')
  },
}

export const ModelLists: Story = {
  args: { section: 'models', children: <p>{copy.content.models.description}</p> },
  play: async ({ args, canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: words.nav }))
    await expect(nav.getAllByRole('link').map((link) => link.textContent)).toEqual([
      words.sections.banners,
      words.sections.marquee,
      words.sections.service,
      words.sections.float,
      words.sections.footers,
      words.sections.models,
      words.sections.pages,
    ])
    await expect(nav.getByRole('link', { name: words.sections.models })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: words.sections.footers })).toHaveAttribute(
      'href',
      '/console/content/footers',
    )
    await userEvent.click(nav.getByRole('link', { name: words.sections.float }))
    await expect(args.onNavigate).toHaveBeenCalledWith('float')
  },
}

export const Pages: Story = {
  args: { section: 'pages', children: <p>{copy.content.pages.promotions.description}</p> },
  play: async ({ args, canvas }) => {
    const nav = within(canvas.getByRole('navigation', { name: words.nav }))
    await expect(nav.getByRole('link', { name: words.sections.pages })).toHaveAttribute('aria-current', 'page')
    await expect(nav.getByRole('link', { name: words.sections.pages })).toHaveAttribute(
      'href',
      '/console/content/pages',
    )
    await userEvent.click(nav.getByRole('link', { name: words.sections.models }))
    await expect(args.onNavigate).toHaveBeenCalledWith('models')
  },
}
