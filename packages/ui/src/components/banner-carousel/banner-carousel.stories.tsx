import type { Decorator, Meta, StoryObj } from '@storybook/react-vite'
import { BANNER_TEXT_INSET } from '@lobby/domain'
import { expect, fireEvent, fn, within } from 'storybook/test'
import { bannerSlides } from '../../fixtures/content.ts'
import { BannerCarousel } from './banner-carousel.tsx'

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  // Autoplay off in stories: screenshots and tests must not depend on timers.
  args: { slides: bannerSlides, onSlideClick: fn(), autoplay: false, loading: false },
} satisfies Meta<typeof BannerCarousel>

export default meta
type Story = StoryObj<typeof meta>

function currentSlide(canvasElement: HTMLElement): HTMLElement | null {
  return canvasElement.querySelector('[aria-roledescription="slide"][aria-current="true"]')
}

export const Default: Story = {
  play: async ({ canvas, canvasElement, userEvent, args, step }) => {
    await step('the first image is the only eager one', async () => {
      const images = canvasElement.querySelectorAll('img')
      await expect(images[0]).toHaveAttribute('loading', 'eager')
      await expect(images[0]).toHaveAttribute('fetchpriority', 'high')
      for (const image of Array.from(images).slice(1)) await expect(image).toHaveAttribute('loading', 'lazy')
    })
    await step('next and previous move the current slide', async () => {
      await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4')
      await userEvent.click(canvas.getByRole('button', { name: 'Next slide' }))
      await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 4')
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
      await userEvent.click(canvas.getByRole('button', { name: 'Previous slide' }))
      await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 4 of 4')
    })
    await step('a dot jumps to its slide', async () => {
      await userEvent.click(canvas.getByRole('button', { name: 'Slide 3 of 4' }))
      await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 3 of 4')
    })
    await step('clicking the current banner reports its id', async () => {
      await userEvent.click(canvas.getByRole('button', { name: bannerSlides[2]!.alt }))
      await expect(args.onSlideClick).toHaveBeenCalledOnce()
      await expect(args.onSlideClick).toHaveBeenCalledWith(103)
    })
    await step('only the current slide can be reached', async () => {
      await expect(canvas.queryByRole('button', { name: bannerSlides[0]!.alt })).toBeNull()
    })
    // Leave the story as it renders, on the first slide.
    await userEvent.click(canvas.getByRole('button', { name: 'Slide 1 of 4' }))
  },
}

export const Keyboard: Story = {
  args: Default.args,
  play: async ({ canvas, canvasElement, userEvent }) => {
    canvas.getByRole('button', { name: bannerSlides[0]!.alt }).focus()
    await userEvent.keyboard('{ArrowRight}')
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 4')
    await userEvent.keyboard('{ArrowRight}{ArrowRight}{ArrowRight}')
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4')
    await userEvent.keyboard('{ArrowLeft}')
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 4 of 4')
    await userEvent.keyboard('{ArrowRight}')
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4')
  },
}

/** Swipes on a phone; it ends on slide 1, the Mobile story's shot, so it has none of its own. */
export const Swipe: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  tags: ['no-visual'],
  play: async ({ canvasElement, args }) => {
    const viewport = canvasElement.querySelector<HTMLElement>('[data-slot="banner-carousel-viewport"]')!
    const swipe = (from: number, to: number) => {
      fireEvent.pointerDown(viewport, { clientX: from, clientY: 50, isPrimary: true, pointerId: 1 })
      fireEvent.pointerUp(viewport, { clientX: to, clientY: 55, isPrimary: true, pointerId: 1 })
    }
    swipe(300, 100)
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 2 of 4')
    swipe(100, 300)
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4')
    // A short drag is a tap, not a swipe.
    swipe(200, 190)
    await expect(currentSlide(canvasElement)).toHaveAccessibleName('Slide 1 of 4')
    await expect(args.onSlideClick).not.toHaveBeenCalled()
  },
}

export const SingleSlide: Story = {
  args: { ...Default.args, slides: bannerSlides.slice(0, 1) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: 'Next slide' })).toBeNull()
    await expect(canvas.queryByRole('group', { name: 'Choose a slide' })).toBeNull()
  },
}

/** No banners: a placeholder of the same box, so the lobby below does not jump when the list arrives empty. */
export const Empty: Story = {
  args: { ...Default.args, slides: [] },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('No promotions right now')).toBeVisible()
  },
}

export const Loading: Story = {
  args: { ...Default.args, slides: [], loading: true },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading promotions…')
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="banner-carousel"] [data-slot="skeleton"]')!
    const { width, height } = skeleton.getBoundingClientRect()
    await expect(Math.round((width / height) * 100)).toBe(320)
  },
}

export const Autoplay: Story = {
  args: { ...Default.args, autoplay: true },
  // A live timer: not screenshotted.
  tags: ['no-visual'],
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Pause slideshow' })).toBeVisible()
  },
}

/**
 * Under reduced motion there is no pause button, but its place stays: the
 * server renders as under reduced motion, and the button that comes with the
 * page must not move the dots (CLS 0).
 */
export const AutoplayUnderReducedMotion: Story = {
  args: { ...Default.args, autoplay: true },
  tags: ['no-visual'],
  beforeEach: () => {
    const original = window.matchMedia
    window.matchMedia = (query: string) =>
      query.includes('prefers-reduced-motion')
        ? ({
            matches: true,
            media: query,
            addEventListener: () => undefined,
            removeEventListener: () => undefined,
          } as unknown as MediaQueryList)
        : original.call(window, query)
    return () => {
      window.matchMedia = original
    }
  },
  play: async ({ canvas, canvasElement }) => {
    await expect(canvas.queryByRole('button', { name: 'Pause slideshow' })).toBeNull()
    const space = canvasElement.querySelector('[data-slot="banner-carousel-pause-space"]')!
    const { width, height } = space.getBoundingClientRect()
    await expect([width, height]).toEqual([24, 24])
  },
}

export const Mobile: Story = {
  args: Default.args,
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, slides: [], loading: true },
  globals: Mobile.globals,
}

/**
 * A banner whose long title fills the whole text room (the middle
 * `1 - 2 * BANNER_TEXT_INSET` of its width), as the server draws them.
 */
function safeAreaBanner(width: number, height: number, lines: readonly string[]): string {
  const room = width * (1 - 2 * BANNER_TEXT_INSET)
  const size = Math.floor(height / 6)
  const text = lines
    .map(
      (line, index) =>
        `<text x="50%" y="${Math.round(height / 2 + (index - (lines.length - 1) / 2) * size * 1.2)}" text-anchor="middle" dominant-baseline="central" textLength="${Math.round(room)}" lengthAdjust="spacing" font-family="DejaVu Sans, sans-serif" font-size="${size}" font-weight="700" fill="#ffffff">${line}</text>`,
    )
    .join('')
  const svg =
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}">` +
    `<rect width="${width}" height="${height}" fill="hsl(265 60% 28%)"/>${text}</svg>`
  return `data:image/svg+xml;utf8,${encodeURIComponent(svg)}`
}

const longTitleSlides = (width: number, height: number) => [
  {
    id: 201,
    imageUrl: safeAreaBanner(width, height, ['Welcome bonus:', 'see the promotions']),
    alt: 'Welcome bonus: see the promotions',
    width,
    height,
  },
  ...bannerSlides.slice(1, 3),
]

const inFrame =
  (width: number): Decorator =>
  (Story) => (
    <div style={{ width }}>
      <Story />
    </div>
  )

/**
 * Issue 21: the previous/next buttons stay in the outer BANNER_TEXT_INSET of
 * the banner on each side, so words kept in the middle are never under them.
 */
async function expectArrowsOutsideTheTextRoom(canvasElement: HTMLElement) {
  const box = canvasElement
    .querySelector<HTMLElement>('[data-slot="banner-carousel-viewport"]')!
    .getBoundingClientRect()
  const room = { left: box.left + box.width * BANNER_TEXT_INSET, right: box.right - box.width * BANNER_TEXT_INSET }
  const canvas = within(canvasElement)
  const prev = canvas.getByRole('button', { name: 'Previous slide' }).getBoundingClientRect()
  const next = canvas.getByRole('button', { name: 'Next slide' }).getBoundingClientRect()
  await expect(prev.left).toBeGreaterThanOrEqual(box.left)
  await expect(prev.right).toBeLessThanOrEqual(room.left)
  await expect(next.left).toBeGreaterThanOrEqual(room.right)
  await expect(next.right).toBeLessThanOrEqual(box.right)
}

/** The narrowest desktop (992 px page, the banner a little narrower): a long title clear of the arrows. */
export const LongTitleDesktop992: Story = {
  args: { ...Default.args, slides: longTitleSlides(1200, 400) },
  decorators: [inFrame(944)],
  play: async ({ canvasElement }) => expectArrowsOutsideTheTextRoom(canvasElement),
}

/** 1280 px. */
export const LongTitleDesktop1280: Story = {
  args: { ...Default.args, slides: longTitleSlides(1200, 400) },
  decorators: [inFrame(1152)],
  play: async ({ canvasElement }) => expectArrowsOutsideTheTextRoom(canvasElement),
}

/** The narrowest phone (320 px) with the mobile banner size. */
export const LongTitleMobile320: Story = {
  args: { ...Default.args, slides: longTitleSlides(750, 300) },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  decorators: [inFrame(296)],
  play: async ({ canvasElement }) => expectArrowsOutsideTheTextRoom(canvasElement),
}
