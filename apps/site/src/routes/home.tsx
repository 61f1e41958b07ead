import { gameCategoryLabelKey, isGameCategoryId, LOBBY_TABS, type LobbyTab } from '@lobby/domain'
import { LobbyScreen, Sidebar, useText } from '@lobby/ui'
import { lazy, Suspense, useEffect } from 'react'
import { useNavigate, useOutletContext, useParams, useSearchParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { selectCategory } from '../features/catalogue/actions.ts'
import { LobbyCatalogue } from '../features/catalogue/lobby-catalogue.tsx'
import { catalogueStore } from '../features/catalogue/store.ts'
import {
  bannerRatio,
  LobbyBanner,
  LobbyContentLoader,
  LobbyJackpot,
  LobbyMarquee,
} from '../features/content/lobby-content.tsx'
import { accountStore } from '../features/account/store.ts'
import { shellStore } from '../features/shell/store.ts'
import type { LayoutName } from '../layouts/use-layout.ts'
import { lobbyGamesPart } from '../features/lobby-games/part.ts'

// Members' tabs and the login load with their first use, not with `/` (first-route budget, BENCHMARKS.md).
const memberGames = () => import('../features/member-games/member-games.tsx')
const FavouriteGames = lazy(async () => ({ default: (await memberGames()).FavouriteGames }))
const LastPlayedGames = lazy(async () => ({ default: (await memberGames()).LastPlayedGames }))
// The lobby's game sections load right after the shell, their chunk apart from the first route's.
const LobbyGames = lobbyGamesPart.Component

function isLobbyTab(value: string | null): value is LobbyTab {
  return (LOBBY_TABS as readonly (string | null)[]).includes(value)
}

/**
 * `/` and `/main/{gt_id}`: the lobby. The tab (all_game, my_favorite,
 * last_play) is kept in `?tab=` so it survives a reload and the back button;
 * `/main/{gt_id}` opens the lobby on that category.
 */
export function HomeRoute() {
  const { layout } = useOutletContext<{ layout: LayoutName }>()
  const device = layout === 'layout-desktop' ? 'desktop' : 'mobile'
  const { t } = useText()
  const navigate = useNavigate()
  const { gtId } = useParams()
  const [params, setParams] = useSearchParams()
  const catalogue = useSnapshot(catalogueStore)
  const shell = useSnapshot(shellStore)
  const account = useSnapshot(accountStore)
  const requested = params.get('tab')
  const tab: LobbyTab = isLobbyTab(requested) ? requested : 'all_game'

  // A mobile template's look (H5_1 to H5_8) picks the home sections; every one shows until it is known.
  const look = device === 'mobile' ? shell.mobileLook : null
  const shows = (module: string) => !look || look.modules.includes(module)

  const categoryId = gtId === undefined ? undefined : Number(gtId)
  useEffect(() => {
    if (categoryId !== undefined && Number.isInteger(categoryId)) selectCategory(categoryId)
  }, [categoryId, catalogue.categories])

  const sidebarLinks = [
    ...catalogue.categories.map((c) => ({
      id: `main-${c.gt_id}`,
      label: isGameCategoryId(c.gt_id) ? t(gameCategoryLabelKey(c.gt_id)) : c.gt_name,
      href: `/main/${c.gt_id}`,
      icon: c.gt_icon,
    })),
    { id: 'faq', label: t('site.faq'), href: '/faq' },
    ...(shell.detail.customerServiceLink
      ? [{ id: 'service', label: t('site.customer_service'), href: shell.detail.customerServiceLink }]
      : []),
  ]

  return (
    <>
      <LobbyContentLoader layout={device} member={account.member?.account ?? null} />
      <LobbyScreen
        banner={<LobbyBanner layout={device} />}
        bannerAspect={bannerRatio(device)}
        marquee={shows('marquee') ? <LobbyMarquee layout={device} /> : undefined}
        jackpot={shows('jackpot') ? <LobbyJackpot /> : undefined}
        aside={
          device === 'desktop' ? (
            <Sidebar
              links={sidebarLinks}
              activeHref={categoryId === undefined ? undefined : `/main/${categoryId}`}
              loading={catalogue.status === 'loading' && catalogue.categories.length === 0}
              onNavigate={(href, type, event) => {
                if (type === 'external') return
                event.preventDefault()
                void navigate(href)
              }}
            />
          ) : undefined
        }
        tab={tab}
        onTabChange={(next) =>
          setParams(
            (current) => {
              const search = new URLSearchParams(current)
              if (next === 'all_game') search.delete('tab')
              else search.set('tab', next)
              return search
            },
            { replace: true },
          )
        }
        memberState={account.member ? 'member' : 'visitor'}
        onLoginRequest={() => void import('../features/account/actions.ts').then((a) => a.openLogin(`/?tab=${tab}`))}
        catalogue={
          <div className={device === 'desktop' ? 'flex flex-col gap-8' : 'flex flex-col gap-5'}>
            <Suspense fallback={null}>
              <LobbyCatalogue
                layout={device}
                gameRoom={shell.detail.env?.game_room ?? false}
                arrangement={look?.gameNav}
              />
            </Suspense>
            <Suspense fallback={null}>
              <LobbyGames layout={device} gameRoom={shell.detail.env?.game_room ?? false} />
            </Suspense>
          </div>
        }
        favourites={
          <Suspense fallback={null}>
            <FavouriteGames layout={device} />
          </Suspense>
        }
        lastPlayed={
          <Suspense fallback={null}>
            <LastPlayedGames layout={device} />
          </Suspense>
        }
      />
    </>
  )
}
