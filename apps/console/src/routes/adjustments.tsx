import { Navigate, Route, Routes } from 'react-router'
import { AdjustmentsContainer } from '../features/adjustments/adjustments-container.tsx'

/** `/adjustments`: the balance-adjustment queue (the request dialog opens from a member's page). */
export function AdjustmentsRoute() {
  return (
    <Routes>
      <Route index element={<AdjustmentsContainer />} />
      <Route path="*" element={<Navigate to="/adjustments" replace />} />
    </Routes>
  )
}
