import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { Pagination } from './pagination.tsx'

const meta = {
  title: 'Primitives/Pagination',
  component: Pagination,
  tags: ['autodocs'],
  args: { 'aria-label': 'Record pages', page: 2, pageCount: 7, onPage: fn() },
  argTypes: { variant: { control: 'inline-radio', options: ['compact', 'numbered', 'icons'] } },
} satisfies Meta<typeof Pagination>

export default meta
type Story = StoryObj<typeof meta>

export const Default: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const nav = canvas.getByRole('navigation', { name: 'Record pages' })
    await expect(nav).toHaveTextContent('Page 2 of 7')
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(args.onPage).toHaveBeenLastCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }))
    await expect(args.onPage).toHaveBeenLastCalledWith(1)
  },
}

export const FirstPage: Story = {
  args: { ...Default.args, page: 1 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Previous page' })).toBeDisabled()
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeEnabled()
  },
}

export const LastPage: Story = {
  args: { ...Default.args, page: 7 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Next page' })).toBeDisabled()
  },
}

/** The page count from the row count: 45 rows, 10 a page. */
export const FromTotal: Story = {
  args: { ...Default.args, page: 1, pageCount: undefined, total: 45, pageSize: 10 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('navigation', { name: 'Record pages' })).toHaveTextContent('Page 1 of 5')
  },
}

export const Numbered: Story = {
  args: { ...Default.args, variant: 'numbered', page: 5, pageCount: 10 },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('button', { name: 'Page 5 of 10' })).toHaveAttribute('aria-current', 'page')
    await expect(canvas.queryByRole('button', { name: 'Page 2 of 10' })).toBeNull()
    await userEvent.click(canvas.getByRole('button', { name: 'Page 10 of 10' }))
    await expect(args.onPage).toHaveBeenLastCalledWith(10)
  },
}

/** Chevron buttons named by their labels and a short status: a dialog's footer (the bulletin). */
export const Icons: Story = {
  args: {
    ...Default.args,
    variant: 'icons',
    'aria-label': 'Bulletin',
    previousLabel: 'Previous bulletin',
    nextLabel: 'Next bulletin',
    pageLabel: (page, pages) => `${page} / ${pages}`,
  },
  play: async ({ canvas, userEvent, args }) => {
    await expect(canvas.getByRole('navigation', { name: 'Bulletin' })).toHaveTextContent('2 / 7')
    await userEvent.click(canvas.getByRole('button', { name: 'Next bulletin' }))
    await expect(args.onPage).toHaveBeenLastCalledWith(3)
    await userEvent.click(canvas.getByRole('button', { name: 'Previous bulletin' }))
    await expect(args.onPage).toHaveBeenLastCalledWith(1)
  },
}

export const Mobile: Story = {
  args: { ...Default.args, className: 'justify-between' },
  globals: { layout: 'mobile' },
}

/** Controlled as a screen uses it: the caller owns `page`. */
export const Controlled: Story = {
  render: function Render(args) {
    const [page, setPage] = useState(1)
    return <Pagination {...args} variant="numbered" page={page} onPage={setPage} />
  },
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }))
    await expect(canvas.getByRole('button', { name: 'Page 3 of 7' })).toHaveAttribute('aria-current', 'page')
    // Clicking the page shown does nothing.
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3 of 7' }))
    await expect(canvas.getByRole('button', { name: 'Page 3 of 7' })).toHaveAttribute('aria-current', 'page')
  },
}
