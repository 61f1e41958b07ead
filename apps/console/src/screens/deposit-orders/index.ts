export { DepositOrders, type DepositOrdersProps } from './deposit-orders.tsx'
export {
  DEPOSIT_STATUS_FILTERS,
  NO_DEPOSIT_FILTER,
  type DepositFilter,
  type DepositStatusFilter,
} from './deposit-filters.tsx'
