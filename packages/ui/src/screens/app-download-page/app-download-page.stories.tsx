import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { AppDownloadPage } from './app-download-page.tsx'

const IOS = 'https://apps.apple.com/app/r8-gaming/id6450000001'
const ANDROID = 'https://download.r8.example/app/r8-gaming.apk'
const PAGE = 'https://r8.example/app'

const meta = {
  title: 'Pages/AppDownloadPage',
  component: AppDownloadPage,
  args: { iosUrl: IOS, androidUrl: ANDROID, pageUrl: PAGE, brandName: 'R8 Gaming' },
} satisfies Meta<typeof AppDownloadPage>

export default meta
type Story = StoryObj<typeof meta>

const slot = (root: HTMLElement, name: string) => root.querySelector<HTMLElement>(`[data-slot="${name}"]`)!

/** Both apps offered: two download links beside the QR code of this page, then the web app. */
export const Default: Story = {
  play: async ({ canvas, canvasElement, step }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Get the R8 Gaming app' })).toBeVisible()
    await step('the download links go where the site configuration says', async () => {
      await expect(canvas.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', IOS)
      await expect(canvas.getByRole('link', { name: 'Download for Android' })).toHaveAttribute('href', ANDROID)
      await expect(canvas.queryByRole('button')).toBeNull()
    })
    await step('the QR code holds this page, beside the buttons', async () => {
      const qr = canvas.getByRole('img', { name: 'QR code of the R8 Gaming app page' })
      await expect(qr).toHaveAttribute('data-value', PAGE)
      const qrBox = slot(canvasElement, 'app-download-page-qr').getBoundingClientRect()
      const buttonsBox = slot(canvasElement, 'app-download-page-downloads').getBoundingClientRect()
      await expect(buttonsBox.left).toBeGreaterThanOrEqual(qrBox.right)
      await expect(Math.abs(buttonsBox.top - qrBox.top)).toBeLessThan(1)
    })
    await step('the web app is the way without a download', async () => {
      const web = within(slot(canvasElement, 'app-download-page-web-app'))
      await expect(web.getByRole('heading', { level: 2, name: 'Or use the web app' })).toBeVisible()
      await expect(web.getByText(/tap Share, then Add to Home Screen/)).toBeVisible()
    })
  },
}

/** Only iOS offered: the Android button says "coming soon" and cannot be pressed. */
export const IosOnly: Story = {
  args: { ...Default.args, androidUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Download for iOS' })).toHaveAttribute('href', IOS)
    await expect(canvas.queryByRole('link', { name: 'Download for Android' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Android: coming soon' })).toBeDisabled()
    await expect(canvas.queryByRole('note')).toBeNull()
  },
}

/** Neither offered: both buttons disabled, and the web app is pointed to. */
export const NothingOffered: Story = {
  args: { ...Default.args, iosUrl: null, androidUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryAllByRole('link')).toHaveLength(0)
    await expect(canvas.getByRole('button', { name: 'iOS: coming soon' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Android: coming soon' })).toBeDisabled()
    await expect(canvas.getByRole('note')).toHaveTextContent('The app is not available yet.')
    await expect(canvas.getByRole('img', { name: 'QR code of the R8 Gaming app page' })).toHaveAttribute(
      'data-value',
      PAGE,
    )
  },
}

/** A link that is not http(s) or a site path (e.g. `javascript:`) counts as not offered; a site path is kept. */
export const UnsafeLink: Story = {
  args: { ...Default.args, iosUrl: 'javascript:alert(1)', androidUrl: '/download/r8-gaming.apk' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'iOS: coming soon' })).toBeDisabled()
    await expect(canvas.getByRole('link', { name: 'Download for Android' })).toHaveAttribute(
      'href',
      '/download/r8-gaming.apk',
    )
  },
}

/** On a phone: the buttons first and full width; no QR code. */
export const Mobile: Story = {
  args: { ...Default.args },
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    const root = slot(canvasElement, 'app-download-page')
    await expect(root.scrollWidth).toBeLessThanOrEqual(root.clientWidth)
    await expect(canvas.queryByRole('img')).toBeNull()
    const ios = canvas.getByRole('link', { name: 'Download for iOS' })
    const android = canvas.getByRole('link', { name: 'Download for Android' })
    await expect(ios).toHaveAttribute('href', IOS)
    await expect(android).toHaveAttribute('href', ANDROID)
    await expect(ios.getBoundingClientRect().width).toBeGreaterThan(root.clientWidth * 0.8)
    await expect(ios.getBoundingClientRect().bottom).toBeLessThanOrEqual(android.getBoundingClientRect().top)
    const web = slot(canvasElement, 'app-download-page-web-app')
    await expect(android.getBoundingClientRect().bottom).toBeLessThanOrEqual(web.getBoundingClientRect().top)
  },
}
