import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect } from 'storybook/test'
import { FatalErrorScreen } from './fatal-error-screen.tsx'

const meta = {
  title: 'Shell/FatalErrorScreen',
  component: FatalErrorScreen,
  args: { statusCode: 500, serviceUrl: 'https://support.example.com/chat', homeHref: '/' },
} satisfies Meta<typeof FatalErrorScreen>

export default meta
type Story = StoryObj<typeof meta>

/** Anything but a missing page: the page's code failed. */
export const InternalServerError: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Internal Server Error')
    await expect(canvas.getByText('500')).toBeVisible()
    await expect(canvas.getByText(/網站版本升級中/)).toBeVisible()
    await expect(canvas.getByText(/The website is being upgraded/)).toBeVisible()
    const service = canvas.getByRole('link', { name: /Online customer service/ })
    await expect(service).toHaveAttribute('href', 'https://support.example.com/chat')
    await expect(service).toHaveAttribute('rel', 'noopener noreferrer')
  },
}

/** An unmatched route (spec section 2). */
export const PageNotFound: Story = {
  args: { statusCode: 404, message: 'Page Not Found: /no-such-page' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('Page Not Found')
    await expect(canvas.getByText('Page Not Found: /no-such-page')).toBeVisible()
    await expect(canvas.getByRole('link', { name: /Home/ })).toHaveAttribute('href', '/')
  },
}

export const LongPath: Story = {
  args: {
    statusCode: 404,
    message: 'Page Not Found: /gameHall/9/providers/a-very-long-path-segment-that-wraps/and/keeps/going?x=1',
  },
}

/** Before the site's details have arrived: no customer-service link. */
export const WithoutService: Story = {
  args: { serviceUrl: null },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('link', { name: /Online customer service/ })).toBeNull()
  },
}

export const Mobile: Story = {
  globals: { viewport: { value: 'mobile' } },
}
