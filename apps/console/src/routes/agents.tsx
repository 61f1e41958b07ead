import { NavLink, Route, Routes } from 'react-router'
import { cn } from '@lobby/ui'
import { copy } from '../copy.ts'
import { ApplicationsContainer, NetworkContainer } from '../features/agents/agents-container.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  )

function AgentsNav() {
  return (
    <nav aria-label={copy.agents.sections} className="flex gap-2">
      <NavLink to="/agents" end className={linkClass}>
        {copy.agents.applicationsTab}
      </NavLink>
      <NavLink to="/agents/network" className={linkClass}>
        {copy.agents.networkTab}
      </NavLink>
    </nav>
  )
}

/** `/agents`: the applications queue; `/agents/network`: the agents, their trees and settlements. */
export function AgentsRoute() {
  return (
    <Routes>
      <Route index element={<ApplicationsContainer nav={<AgentsNav />} />} />
      <Route path="network" element={<NetworkContainer nav={<AgentsNav />} />} />
    </Routes>
  )
}
