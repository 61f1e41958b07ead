import type { Meta, StoryObj } from '@storybook/react-vite'
import { useState } from 'react'
import { expect, fn } from 'storybook/test'
import { storyText as t } from '../../fixtures/account.ts'
import { SearchForm, type SearchFormProps } from './search-form.tsx'

/** The form with its caller's state, so Search and Clear change the keyword as a panel would. */
function SearchFormWithState(props: SearchFormProps) {
  const [keyword, setKeyword] = useState(props.keyword)
  return (
    <SearchForm
      {...props}
      keyword={keyword}
      onSearch={(next) => {
        props.onSearch(next)
        setKeyword(next)
      }}
    />
  )
}

const meta = {
  title: 'Primitives/SearchForm',
  component: SearchForm,
  tags: ['autodocs'],
  render: (args) => <SearchFormWithState {...args} />,
  args: { label: 'Search the downline', fieldLabel: 'Account', keyword: '', onSearch: fn() },
} satisfies Meta<typeof SearchForm>

export default meta
type Story = StoryObj<typeof meta>

export const Empty: Story = {
  play: async ({ canvas, userEvent, args }) => {
    const search = canvas.getByRole('search', { name: 'Search the downline' })
    await expect(search).toHaveAttribute('data-slot', 'search-form')
    // No search in effect and nothing typed: no Clear.
    await expect(canvas.queryByRole('button', { name: t('agent_team.clear_search') })).toBeNull()
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account' }), '  player01 {Enter}')
    await expect(args.onSearch).toHaveBeenCalledWith('player01')
  },
}

/** A search in effect: the input shows it and Clear gives `''` back, the focus in the input. */
export const WithKeyword: Story = {
  args: { keyword: 'player01' },
  play: async ({ canvas, userEvent, args }) => {
    const input = canvas.getByRole('textbox', { name: 'Account' })
    await expect(input).toHaveValue('player01')
    await userEvent.click(canvas.getByRole('button', { name: t('agent_team.clear_search') }))
    await expect(args.onSearch).toHaveBeenCalledWith('')
    await expect(input).toHaveValue('')
    await expect(input).toHaveFocus()
  },
}

export const Submit: Story = {
  play: async ({ canvas, userEvent, args }) => {
    await userEvent.type(canvas.getByRole('textbox', { name: 'Account' }), 'agent7')
    await userEvent.click(canvas.getByRole('button', { name: t('fund.search') }))
    await expect(args.onSearch).toHaveBeenCalledWith('agent7')
  },
}

export const Mobile: Story = {
  globals: { layout: 'mobile', viewport: { value: 'mobile', isRotated: false } },
  args: { keyword: 'player01' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('search', { name: 'Search the downline' })).toBeVisible()
  },
}

export const WithoutClear: Story = {
  args: { keyword: 'player01', clearable: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('button', { name: t('agent_team.clear_search') })).toBeNull()
  },
}
