import { createBrowserRouter } from 'react-router'
import { SiteLayout } from '../layouts/site-layout.tsx'
import { HomeRoute } from '../routes/home.tsx'
import { NotFoundRoute } from '../routes/not-found.tsx'

export const router = createBrowserRouter([
  {
    element: <SiteLayout />,
    children: [
      { path: '/', element: <HomeRoute /> },
      {
        // Split off: the provider page, its virtual grid and the demo modal are not needed for `/`.
        path: '/slotgame',
        lazy: async () => ({ Component: (await import('../routes/slot-game.tsx')).SlotGameRoute }),
      },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
])
