import { WithdrawalsContainer } from '../features/withdrawals/withdrawals-container.tsx'

/** `/withdrawals`: the withdrawal queue. */
export function WithdrawalsRoute() {
  return <WithdrawalsContainer />
}
