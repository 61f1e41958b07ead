import { languageCodeToHtmlLang } from '@lobby/domain'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { session } from './app/session.ts'
import { siteConfig } from './app/site-config.ts'
import { startRealtime } from './features/connection/store.ts'
import { loadBanners } from './features/content/actions.ts'
import { currentLayout } from './layouts/use-layout.ts'
import './styles.css'

const root = document.documentElement
root.dataset.brand = siteConfig.brand
root.lang = languageCodeToHtmlLang(session.getLanguage())

startRealtime()
// The banner is the lobby's largest paint: ask for it now, not after the first render.
if (window.location.pathname === '/') void loadBanners(currentLayout() === 'layout-desktop' ? 'desktop' : 'mobile')

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
