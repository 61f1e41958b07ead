import type { Meta, StoryObj } from '@storybook/react-vite'
import { expect, fn, userEvent, within } from 'storybook/test'
import { copy } from '../../copy.ts'
import { operatorOf } from '../../fixtures/operators.ts'
import { tabletGlobals, tabletParameters } from '../../fixtures/story.tsx'
import { CONSOLE_SCREENS } from '../../lib/console-screens.ts'
import { ConsoleShell, NothingToDo } from './console-shell.tsx'

/** A screen's place in the shell. */
function ScreenPlaceholder({ title }: { title: string }) {
  return (
    <div className="flex flex-col gap-2">
      <h1 className="text-2xl font-semibold">{title}</h1>
      <p className="text-sm text-muted-foreground">The screen goes here.</p>
    </div>
  )
}

const meta = {
  title: 'Console/ConsoleShell',
  component: ConsoleShell,
  // No visual baselines for the console in this slice (e2e/visual/stories.spec.ts skips `no-visual`).
  tags: ['no-visual'],
  parameters: { layout: 'fullscreen', ...tabletParameters },
  args: {
    operator: operatorOf('owner'),
    current: 'withdrawals',
    hrefOf: (screen) => `/console${screen.path}`,
    onNavigate: fn(),
    onLogout: fn(),
    loggingOut: false,
    children: <ScreenPlaceholder title={copy.shell.screens.withdrawals} />,
  },
} satisfies Meta<typeof ConsoleShell>

export default meta
type Story = StoryObj<typeof meta>

const navOf = (canvas: ReturnType<typeof within>) => canvas.getByRole('navigation', { name: copy.shell.navigation })
const linksOf = (canvas: ReturnType<typeof within>) =>
  within(navOf(canvas))
    .getAllByRole('link')
    .map((link) => link.textContent)
const auditScreen = CONSOLE_SCREENS.find((screen) => screen.id === 'audit')!

export const Owner: Story = {
  play: async ({ args, canvas, canvasElement, step }) => {
    const nav = navOf(canvas)
    await step('every screen, in menu order, the current one marked', async () => {
      await expect(linksOf(canvas)).toEqual([
        copy.shell.screens.dashboard,
        copy.shell.screens.deposits,
        copy.shell.screens.withdrawals,
        copy.shell.screens.adjustments,
        copy.shell.screens.members,
        copy.shell.screens.agents,
        copy.shell.screens.content,
        copy.shell.screens.bulletins,
        copy.shell.screens.letters,
        copy.shell.screens.campaigns,
        copy.shell.screens.games,
        copy.shell.screens.settings,
        copy.shell.screens.operators,
        copy.shell.screens.audit,
      ])
      await expect(within(nav).getByRole('link', { name: copy.shell.screens.withdrawals })).toHaveAttribute(
        'aria-current',
        'page',
      )
      await expect(within(nav).getByRole('link', { name: copy.shell.screens.audit })).toHaveAttribute(
        'href',
        '/console/audit',
      )
    })
    await step('desktop: the navigation sits beside the screen, no Menu button', async () => {
      const main = canvas.getByRole('main')
      await expect(nav.getBoundingClientRect().right).toBeLessThanOrEqual(main.getBoundingClientRect().left)
      await expect(canvas.queryByRole('button', { name: copy.shell.menu })).toBeNull()
    })
    await step('the operator and role are shown', async () => {
      const operator = canvasElement.querySelector<HTMLElement>('[data-slot="console-shell-operator"]')!
      await expect(operator).toHaveTextContent(`${copy.shell.signedInAs}owner01`)
      await expect(operator).toHaveTextContent(`${copy.shell.role}${copy.roles.owner}`)
    })
    await step('a link opens its screen through the caller', async () => {
      await userEvent.click(within(nav).getByRole('link', { name: copy.shell.screens.audit }))
      await expect(args.onNavigate).toHaveBeenCalledWith(auditScreen)
    })
    await step('Log out asks the caller', async () => {
      await userEvent.click(canvas.getByRole('button', { name: copy.shell.logout }))
      await expect(args.onLogout).toHaveBeenCalledOnce()
    })
  },
}

export const Finance: Story = {
  args: { ...Owner.args, operator: operatorOf('finance') },
  play: async ({ canvas }) => {
    await expect(linksOf(canvas)).toEqual([
      copy.shell.screens.dashboard,
      copy.shell.screens.deposits,
      copy.shell.screens.withdrawals,
      copy.shell.screens.adjustments,
      copy.shell.screens.members,
      copy.shell.screens.agents,
      copy.shell.screens.campaigns,
    ])
  },
}

export const Auditor: Story = {
  args: {
    ...Owner.args,
    operator: operatorOf('auditor'),
    current: 'audit',
    children: <ScreenPlaceholder title={copy.shell.screens.audit} />,
  },
  play: async ({ canvas }) => {
    const nav = navOf(canvas)
    await expect(within(nav).getAllByRole('link')).toHaveLength(CONSOLE_SCREENS.length)
    await expect(within(nav).getByRole('link', { name: copy.shell.screens.audit })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const ContentRole: Story = {
  args: {
    ...Owner.args,
    operator: operatorOf('content'),
    current: 'bulletins',
    children: <ScreenPlaceholder title={copy.shell.screens.bulletins} />,
  },
  play: async ({ canvas }) => {
    await expect(linksOf(canvas)).toEqual([
      copy.shell.screens.content,
      copy.shell.screens.bulletins,
      copy.shell.screens.letters,
      copy.shell.screens.campaigns,
      copy.shell.screens.games,
    ])
    await expect(canvas.queryByRole('link', { name: copy.shell.screens.withdrawals })).toBeNull()
  },
}

export const SupportRole: Story = {
  args: {
    ...Owner.args,
    operator: operatorOf('support'),
    current: 'members',
    children: <ScreenPlaceholder title={copy.shell.screens.members} />,
  },
  play: async ({ canvas }) => {
    await expect(linksOf(canvas)).toEqual([copy.shell.screens.members, copy.shell.screens.agents])
    await expect(within(navOf(canvas)).getByRole('link', { name: copy.shell.screens.members })).toHaveAttribute(
      'aria-current',
      'page',
    )
  },
}

export const NoScreens: Story = {
  args: {
    ...Owner.args,
    // Every role opens a screen now; a role given none (a later one) is told so.
    operator: { ...operatorOf('content'), permissions: [] },
    current: null,
    children: <NothingToDo operatorRole="content" />,
  },
  play: async ({ canvas }) => {
    await expect(within(navOf(canvas)).queryAllByRole('link')).toHaveLength(0)
    await expect(canvas.getByText('Nothing to do here yet for the content role.')).toBeVisible()
  },
}

export const LoggingOut: Story = {
  args: { ...Owner.args, loggingOut: true },
  play: async ({ args, canvas }) => {
    const button = canvas.getByRole('button', { name: copy.shell.loggingOut })
    await expect(button).toHaveAttribute('aria-disabled', 'true')
    await userEvent.click(button)
    await expect(args.onLogout).not.toHaveBeenCalled()
  },
}

export const LongAccount: Story = {
  args: { ...Owner.args, operator: operatorOf('finance', 'finance.team.lead.singapore.night-shift') },
}

export const Tablet: Story = {
  args: { ...Owner.args },
  globals: tabletGlobals,
  play: async ({ args, canvas, step }) => {
    const menu = canvas.getByRole('button', { name: copy.shell.menu })
    await step('the navigation folds behind Menu', async () => {
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
      await expect(canvas.queryByRole('navigation', { name: copy.shell.navigation })).toBeNull()
    })
    await step('Menu opens it above the screen', async () => {
      await userEvent.click(menu)
      await expect(menu).toHaveAttribute('aria-expanded', 'true')
      const nav = navOf(canvas)
      await expect(nav).toBeVisible()
      await expect(nav.getBoundingClientRect().bottom).toBeLessThanOrEqual(
        canvas.getByRole('main').getBoundingClientRect().top,
      )
    })
    await step('opening a screen folds it again', async () => {
      await userEvent.click(canvas.getByRole('link', { name: copy.shell.screens.audit }))
      await expect(args.onNavigate).toHaveBeenCalledWith(auditScreen)
      await expect(menu).toHaveAttribute('aria-expanded', 'false')
    })
  },
}
