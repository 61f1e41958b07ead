import { cn } from '@lobby/ui'
import { NavLink, Route, Routes } from 'react-router'
import { copy } from '../copy.ts'
import { DepositChannelsContainer } from '../features/deposit-channels/deposit-channels-container.tsx'
import { DepositsContainer } from '../features/deposits/deposits-container.tsx'

const linkClass = ({ isActive }: { isActive: boolean }) =>
  cn(
    'rounded-md px-3 py-1.5 text-sm font-medium',
    isActive ? 'bg-primary text-primary-foreground' : 'text-foreground hover:bg-muted',
  )

function DepositsNav() {
  return (
    <nav aria-label={copy.deposits.sections} className="flex gap-2">
      <NavLink to="/deposits" end className={linkClass}>
        {copy.deposits.ordersTab}
      </NavLink>
      <NavLink to="/deposits/channels" className={linkClass}>
        {copy.deposits.channelsTab}
      </NavLink>
    </nav>
  )
}

/** `/deposits`: finance's deposit orders (read-only); `/deposits/channels`: the deposit channels. */
export function DepositsRoute() {
  return (
    <Routes>
      <Route index element={<DepositsContainer nav={<DepositsNav />} />} />
      <Route path="channels" element={<DepositChannelsContainer nav={<DepositsNav />} />} />
    </Routes>
  )
}
