import { cn } from '@lobby/ui'
import { NavLink, Route, Routes } from 'react-router'
import { copy } from '../copy.ts'
import { GamesContainer, ProvidersContainer } from '../features/games/games-container.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  )

function GamesNav() {
  return (
    <nav aria-label={copy.games.sections} className="flex gap-2">
      <NavLink to="/games" end className={linkClass}>
        {copy.games.providersTab}
      </NavLink>
      <NavLink to="/games/list" className={linkClass}>
        {copy.games.gamesTab}
      </NavLink>
    </nav>
  )
}

/** `/games`: the providers; `/games/list`: the games. */
export function GamesRoute() {
  return (
    <Routes>
      <Route index element={<ProvidersContainer nav={<GamesNav />} />} />
      <Route path="list" element={<GamesContainer nav={<GamesNav />} />} />
    </Routes>
  )
}
