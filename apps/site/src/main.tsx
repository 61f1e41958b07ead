import { languageCodeToHtmlLang } from '@lobby/domain'
import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { RouterProvider } from 'react-router'
import { AppProviders } from './app/providers.tsx'
import { router } from './app/router.tsx'
import { session } from './app/session.ts'
import { siteConfig } from './app/site-config.ts'
import { startRealtime } from './features/connection/store.ts'
import './styles.css'

const root = document.documentElement
root.dataset.brand = siteConfig.brand
root.lang = languageCodeToHtmlLang(session.getLanguage())

startRealtime()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
)
