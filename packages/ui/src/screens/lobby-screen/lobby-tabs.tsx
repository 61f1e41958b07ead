import { LOBBY_TABS, type LobbyTab } from '@lobby/domain'
import type { ComponentProps, ReactNode } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
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

/** The props a screen hands LobbyTabs as they are. */
const LOBBY_TABS_PROPS = [
  'tab',
  'onTabChange',
  'memberState',
  'onLoginRequest',
  'catalogue',
  'favourites',
  'lastPlayed',
] as const satisfies readonly (keyof LobbyTabsProps)[]

export type LobbyTabsPassThroughProps = Pick<LobbyTabsProps, (typeof LOBBY_TABS_PROPS)[number]>

/** Splits a screen's props into LobbyTabs' props and the rest (the screen's own). */
export function splitLobbyTabsProps<P extends LobbyTabsPassThroughProps>(
  props: P,
): [LobbyTabsPassThroughProps, Omit<P, keyof LobbyTabsPassThroughProps>] {
  const tabs: Record<string, unknown> = {}
  const rest: Record<string, unknown> = { ...props }
  for (const key of LOBBY_TABS_PROPS) {
    if (key in rest) tabs[key] = rest[key]
    delete rest[key]
  }
  return [tabs as unknown as LobbyTabsPassThroughProps, rest as Omit<P, keyof LobbyTabsPassThroughProps>]
}

/** Tabs that only a member's content fills; a visitor is asked to log in. */
const MEMBER_ONLY: ReadonlySet<LobbyTab> = new Set(['my_favorite', 'last_play'])

const promptClasses = [
  'flex flex-col items-center justify-center gap-4 rounded-xl border border-dashed bg-card text-center',
  'min-h-48 px-5 py-8 desktop:min-h-64 desktop:px-8 desktop:py-12',
]

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
  const slots: Record<LobbyTab, ReactNode> = { all_game: catalogue, my_favorite: favourites, last_play: lastPlayed }
  const prompts: Record<LobbyTab, string> = {
    all_game: '',
    my_favorite: t('lobby.login_my_favorite'),
    last_play: t('lobby.login_last_play'),
  }

  return (
    <div data-slot="lobby-tabs" data-member={memberState} className={className} {...props}>
      <Tabs
        value={tab}
        onValueChange={(next) => {
          if (isLobbyTab(next)) onTabChange(next)
        }}
        activationMode="automatic"
        className="gap-3 desktop:gap-5"
      >
        {/* Mobile: a full-width segmented control of label-sized tabs; desktop: underlined tabs on the left. */}
        <TabsList size="lg" aria-label={t('lobby.tabs')}>
          {LOBBY_TABS.map((key) => (
            <TabsTrigger key={key} value={key} data-variant={key}>
              <TabIcon tab={key} className="hidden desktop:block" />
              <span data-slot="lobby-tabs-label" className="truncate">
                {t(`lobby.${key}`)}
              </span>
            </TabsTrigger>
          ))}
        </TabsList>
        {LOBBY_TABS.map((key) => (
          <TabsContent
            key={key}
            value={key}
            data-variant={key}
            className="focus-visible:ring-offset-2 focus-visible:ring-offset-background"
          >
            {memberState === 'visitor' && MEMBER_ONLY.has(key) ? (
              <LoginPrompt tab={key} message={prompts[key]} onLoginRequest={onLoginRequest} />
            ) : (
              slots[key]
            )}
          </TabsContent>
        ))}
      </Tabs>
    </div>
  )
}

/** A member-only tab shown to a visitor: its icon, why it is empty, and Log in (when the caller can open it). */
function LoginPrompt({
  tab,
  message,
  onLoginRequest,
}: {
  tab: LobbyTab
  message: string
  onLoginRequest?: () => void
}) {
  const { t } = useText()
  const buttonSize = useLayout() === 'desktop' ? 'md' : 'sm'
  return (
    <div data-slot="lobby-tabs-login" className={cn(promptClasses)}>
      <span
        aria-hidden="true"
        className="flex size-12 items-center justify-center rounded-full bg-muted text-muted-foreground"
      >
        <TabIcon tab={tab} className="size-6" />
      </span>
      <p data-slot="lobby-tabs-login-message" className="max-w-sm text-base font-medium text-foreground">
        {message}
      </p>
      {onLoginRequest ? (
        <Button size={buttonSize} onClick={onLoginRequest}>
          {t('lobby.login')}
        </Button>
      ) : null}
    </div>
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
