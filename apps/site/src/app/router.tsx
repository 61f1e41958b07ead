import { createBrowserRouter } from 'react-router'
import { SiteLayout } from '../layouts/site-layout.tsx'
import { HomeRoute } from '../routes/home.tsx'
import { NotFoundRoute } from '../routes/not-found.tsx'
import { SlotGameRoute } from '../routes/slot-game.tsx'

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      { path: '/slotgame', element: <SlotGameRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
