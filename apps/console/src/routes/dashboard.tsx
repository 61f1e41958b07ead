import { DashboardContainer } from '../features/dashboard/dashboard-container.tsx'

/** `/dashboard`: the figures and charts (its own chunk: the chart library loads only here). */
export function DashboardRoute() {
  return <DashboardContainer />
}
