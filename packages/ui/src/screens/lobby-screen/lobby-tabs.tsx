import { LOBBY_TABS, type LobbyTab } from '@lobby/domain'
import * as Tabs from '@radix-ui/react-tabs'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { AllGamesIcon, FavoriteIcon, HistoryIcon, type IconComponent } from '../../primitives/icon/icon.tsx'

/** Who is looking: a visitor sees a log-in prompt in place of the member-only tabs. */
export type LobbyMemberState = 'visitor' | 'member'

export interface LobbyTabsProps extends Omit<ComponentProps<'div'>, 'children' | 'defaultValue' | 'dir'> {
  /** The active tab (controlled); keys of spec section 1: `all_game`, `my_favorite`, `last_play`. */
  tab: LobbyTab
  /** Called with the tab a person picks (click or arrow keys). */
  onTabChange: (tab: LobbyTab) => void
  /** `visitor`: `my_favorite` and `last_play` show a log-in prompt instead of their slot. */
  memberState: LobbyMemberState
  /** Called from the prompt's Log in button. Without it the prompt has no button. */
  onLoginRequest?: () => void
  /** Panel of `all_game`: the category nav and its providers. */
  catalogue?: ReactNode
  /** Panel of `my_favorite` for a member, e.g. a GameGrid of favourites or its empty state. */
  favourites?: ReactNode
  /** Panel of `last_play` for a member. */
  lastPlayed?: ReactNode
}

/** Tabs that only a member's content fills; a visitor is asked to log in. */
const MEMBER_ONLY: ReadonlySet<LobbyTab> = new Set(['my_favorite', 'last_play'])

/** Mobile: a full-width segmented control; desktop: underlined tabs on the left. */
const listClasses = [
  'flex gap-1 rounded-xl border bg-card p-1',
  'desktop:rounded-none desktop:border-x-0 desktop:border-t-0 desktop:bg-transparent desktop:p-0',
]

const triggerClasses = [
  'relative inline-flex min-w-0 items-center justify-center gap-2 font-medium whitespace-nowrap select-none',
  'text-muted-foreground transition-colors outline-none hover:text-foreground',
  'focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background',
  // Mobile: sized by their labels and without icons, so the longest label gets the room it needs on a phone.
  'h-9 flex-auto rounded-lg px-2 text-[0.8125rem]',
  'data-[state=active]:bg-primary data-[state=active]:text-primary-foreground data-[state=active]:shadow-sm',
  // Desktop: underlined, the active tab's line in the primary colour.
  'desktop:h-11 desktop:flex-initial desktop:rounded-b-none desktop:rounded-t-lg desktop:px-4 desktop:text-sm',
  'desktop:data-[state=active]:bg-transparent desktop:data-[state=active]:text-foreground',
  'desktop:data-[state=active]:shadow-none',
  'desktop:after:absolute desktop:after:inset-x-3 desktop:after:-bottom-px desktop:after:h-0.5',
  'desktop:after:rounded-full desktop:data-[state=active]:after:bg-primary',
]

const promptClasses = [
  'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card text-center',
  'min-h-48 px-5 py-8 desktop:min-h-64 desktop:px-8 desktop:py-12',
]

const panelClass =
  'rounded-lg outline-none focus-visible:ring-2 focus-visible:ring-ring focus-visible:ring-offset-2 focus-visible:ring-offset-background'

function isLobbyTab(value: string): value is LobbyTab {
  return (LOBBY_TABS as readonly string[]).includes(value)
}

/**
 * The lobby's three tabs (spec section 1): every game, the member's
 * favourites, the games played last. Controlled: the caller owns `tab`. Only
 * the active panel renders its slot, so a panel's container mounts (and
 * loads) when a person opens it. For a visitor the member-only panels ask them
 * to log in and never render their slots.
 */
export function LobbyTabs({
  tab,
  onTabChange,
  memberState,
  onLoginRequest,
  catalogue,
  favourites,
  lastPlayed,
  className,
  ...props
}: LobbyTabsProps) {
  const { t } = useText()
  const buttonSize = useLayout() === 'desktop' ? 'md' : 'sm'
  const slots: Record<LobbyTab, ReactNode> = { all_game: catalogue, my_favorite: favourites, last_play: lastPlayed }
  const prompts: Record<LobbyTab, string> = {
    all_game: '',
    my_favorite: t('lobby.login_my_favorite'),
    last_play: t('lobby.login_last_play'),
  }

  return (
    <Tabs.Root
      data-slot="lobby-tabs"
      data-member={memberState}
      value={tab}
      onValueChange={(next) => {
        if (isLobbyTab(next)) onTabChange(next)
      }}
      activationMode="automatic"
      className={cn('flex flex-col gap-3 desktop:gap-5', className)}
      {...props}
    >
      <Tabs.List data-slot="lobby-tabs-list" aria-label={t('lobby.tabs')} className={cn(listClasses)}>
        {LOBBY_TABS.map((key) => (
          <Tabs.Trigger
            key={key}
            value={key}
            data-slot="lobby-tabs-trigger"
            data-variant={key}
            className={cn(triggerClasses)}
          >
            <TabIcon tab={key} className="hidden desktop:block" />
            <span data-slot="lobby-tabs-label" className="truncate">
              {t(`lobby.${key}`)}
            </span>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {LOBBY_TABS.map((key) => (
        <Tabs.Content key={key} value={key} data-slot="lobby-tabs-panel" data-variant={key} className={panelClass}>
          {memberState === 'visitor' && MEMBER_ONLY.has(key) ? (
            <div data-slot="lobby-tabs-login" className={cn(promptClasses)}>
              <span
                aria-hidden="true"
                className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
              >
                <TabIcon tab={key} className="size-6" />
              </span>
              <p data-slot="lobby-tabs-login-message" className="max-w-sm text-base font-medium text-foreground">
                {prompts[key]}
              </p>
              {onLoginRequest ? (
                <Button size={buttonSize} onClick={onLoginRequest}>
                  {t('lobby.login')}
                </Button>
              ) : null}
            </div>
          ) : (
            slots[key]
          )}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  )
}

const TAB_ICON = {
  all_game: AllGamesIcon,
  my_favorite: FavoriteIcon,
  last_play: HistoryIcon,
} as const satisfies Record<LobbyTab, IconComponent>

function TabIcon({ tab, className }: { tab: LobbyTab; className?: string }) {
  const Glyph = TAB_ICON[tab]
  return <Glyph data-slot="lobby-tabs-icon" strokeWidth={1.8} className={cn('size-4 shrink-0', className)} />
}
