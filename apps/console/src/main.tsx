import { StrictMode } from 'react'
import { createRoot } from 'react-dom/client'
import { BrowserRouter } from 'react-router'
import { followLayout } from './app/layout.ts'
import { ConsoleProviders } from './app/providers.tsx'
import { ConsoleRoutes } from './app/router.tsx'
import { checkSession } from './app/session.ts'
import './styles.css'

// Desktop first; below 992 px (a tablet held upright) the ui components take their compact look.
followLayout()
// Who the stored token belongs to (adminMe); without one, the login screen straight away.
void checkSession()

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <ConsoleProviders>
      <BrowserRouter basename="/console">
        <ConsoleRoutes />
      </BrowserRouter>
    </ConsoleProviders>
  </StrictMode>,
)
