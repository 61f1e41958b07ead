import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fireEvent, fn } from 'storybook/test'
import { bannerSlides } from '../../fixtures/content.ts'
import { BannerCarousel } from './banner-carousel.tsx'

const meta = {
  title: 'Lobby/BannerCarousel',
  component: BannerCarousel,
  // Autoplay off in stories: screenshots and tests must not depend on timers.
  args: { slides: bannerSlides, onSlideClick: fn(), autoplay: false, layout: 'desktop', loading: false },
  argTypes: { layout: { control: 'inline-radio', options: ['desktop', 'mobile'] } },
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
  args: { ...Default.args, layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
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
    const skeleton = canvasElement.querySelector<HTMLElement>('[data-slot="banner-carousel-skeleton"]')!
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

export const Mobile: Story = {
  args: { ...Default.args, layout: 'mobile' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
}

export const MobileLoading: Story = {
  args: { ...Mobile.args, slides: [], loading: true },
  globals: Mobile.globals,
}
