import { createBrowserRouter, redirect } from 'react-router'
import { writeCookie } from './session.ts'
import { SiteLayout, type RouteHandle } from '../layouts/site-layout.tsx'
import { InSiteOnly } from '../routes/guards.tsx'
import { HomeRoute } from '../routes/home.tsx'
import { NotFoundRoute } from '../routes/not-found.tsx'

// Everything but the lobby is split off: `/` loads only what it shows.
const gameHall = async () => ({ Component: (await import('../routes/game-hall.tsx')).GameHallRoute })
const pages = () => import('../routes/pages.tsx')

/** The routes of spec section 2 that this build serves, with their redirects. */
export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      // `/main`, `/gameHall`, `/slotgame` visited by full path go to / (spec section 2).
      {
        path: '/main',
        element: (
          <InSiteOnly>
            <HomeRoute />
          </InSiteOnly>
        ),
      },
      { path: '/main/:gtId', element: <HomeRoute /> },
      { path: '/gameHall', lazy: gameHall },
      { path: '/gameHall/:gtId', lazy: gameHall },
      {
        path: '/slotgame',
        // The slot game page has no navbar or footer (spec section 2).
        handle: { bare: true } satisfies RouteHandle,
        lazy: async () => ({ Component: (await import('../routes/slot-game.tsx')).SlotGameRoute }),
      },
      { path: '/gameRoom', lazy: async () => ({ Component: (await import('../routes/game-room.tsx')).GameRoomRoute }) },
      { path: '/discount', lazy: async () => ({ Component: (await pages()).DiscountRoute }) },
      { path: '/discount/:id', lazy: async () => ({ Component: (await pages()).DiscountRoute }) },
      { path: '/faq', lazy: async () => ({ Component: (await pages()).FaqRoute }) },
      { path: '/faq/:id', lazy: async () => ({ Component: (await pages()).FaqRoute }) },
      { path: '/sponsor', lazy: async () => ({ Component: (await pages()).SponsorRoute }) },
      {
        // Sets the isFastDeposit flag and goes to / (spec section 2); the member's deposit opens from there.
        path: '/fastDeposit',
        loader: () => {
          writeCookie('isFastDeposit', 'true')
          return redirect('/')
        },
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
