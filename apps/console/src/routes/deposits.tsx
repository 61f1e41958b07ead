import { DepositsContainer } from '../features/deposits/deposits-container.tsx'

/** `/deposits`: finance's deposit orders (read-only). */
export function DepositsRoute() {
  return <DepositsContainer />
}
