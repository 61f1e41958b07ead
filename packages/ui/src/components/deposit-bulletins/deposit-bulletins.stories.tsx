import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, within } from 'storybook/test'
import { DepositBulletins } from './deposit-bulletins.tsx'

const bankTransfers = {
  id: 7,
  title: 'Deposit: bank transfers take up to 10 minutes',
  html: '<p>Bank transfers are credited within <strong>10 minutes</strong>. Keep your receipt until then.</p>',
}

const meta = {
  title: 'MemberCentre/DepositBulletins',
  component: DepositBulletins,
  args: {
    entries: [bankTransfers],
  },
  render: (args, { globals }) => (
    <div className={globals.layout === 'mobile' ? 'mx-auto max-w-[390px] p-3' : 'max-w-2xl p-4'}>
      <DepositBulletins {...args} />
    </div>
  ),
} satisfies Meta<typeof DepositBulletins>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas }) => {
    const region = canvas.getByRole('region', { name: 'Before you deposit' })
    const item = within(region).getByRole('article', { name: 'Deposit: bank transfers take up to 10 minutes' })
    await expect(item).toHaveTextContent('Bank transfers are credited within 10 minutes.')
  },
}

export const Several: Story = {
  args: {
    entries: [
      bankTransfers,
      {
        id: 8,
        title: 'E-wallet deposits get a 2% bonus this week, credited to your main wallet on Monday',
        html: '<ul><li>Minimum $20</li><li>One bonus per member</li></ul><p>See <a href="/discount">the promotions</a>.</p>',
      },
    ],
  },
  play: async ({ canvas }) => {
    await expect(canvas.getAllByRole('article')).toHaveLength(2)
    await expect(canvas.getByRole('link', { name: 'the promotions' })).toHaveAttribute('href', '/discount')
  },
}

/** No deposit-page bulletin: nothing at all. */
export const None: Story = {
  args: { entries: [] },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('region')).toBeNull()
  },
}

export const Mobile: Story = {
  args: Several.args,
  globals: { layout: 'mobile' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Before you deposit' })).toBeVisible()
  },
}
