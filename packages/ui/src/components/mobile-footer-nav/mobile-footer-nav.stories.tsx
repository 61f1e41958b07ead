import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn } from 'storybook/test'
import { MobileFooterNav } from './mobile-footer-nav.tsx'

const meta = {
  title: 'Shell/MobileFooterNav',
  component: MobileFooterNav,
  args: { signedIn: false, active: 'home', onSelect: fn() },
  argTypes: { active: { control: 'select', options: ['home', 'deposit', 'wallet', 'signup', 'profile'] } },
  parameters: { layout: 'fullscreen' },
  globals: { viewport: { value: 'mobile', isRotated: false } },
} satisfies Meta<typeof MobileFooterNav>

export default meta
type Story = StoryObj<typeof meta>

export const Visitor: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const items = canvas.getAllByRole('button')
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Deposit', 'Wallet', 'Sign up'])
    await expect(canvas.getByRole('button', { name: 'Home' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Sign up' }))
    await expect(args.onSelect).toHaveBeenCalledWith('signup')
    await userEvent.click(canvas.getByRole('button', { name: 'Deposit' }))
    await expect(args.onSelect).toHaveBeenLastCalledWith('deposit')
  },
}

export const Member: Story = {
  args: { ...Visitor.args, signedIn: true, active: 'wallet' },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.queryByRole('button', { name: 'Sign up' })).toBeNull()
    await expect(canvas.getByRole('button', { name: 'Wallet' })).toHaveAttribute('aria-current', 'page')
    await userEvent.click(canvas.getByRole('button', { name: 'Profile' }))
    await expect(args.onSelect).toHaveBeenCalledWith('profile')
  },
}

/** Site variant rb16 (spec section 2): no Deposit. */
export const Rb16Variant: Story = {
  args: { ...Visitor.args, signedIn: true, hiddenItems: ['deposit'] },
  play: async ({ canvas }) => {
    const items = canvas.getAllByRole('button')
    await expect(items.map((item) => item.textContent)).toEqual(['Home', 'Wallet', 'Profile'])
  },
}
