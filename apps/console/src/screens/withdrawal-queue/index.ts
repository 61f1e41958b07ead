export { WithdrawalQueue, type DecisionNotice, type WithdrawalQueueProps } from './withdrawal-queue.tsx'
export { WITHDRAWAL_STATUS_FILTERS, type WithdrawalFilter, type WithdrawalStatusFilter } from './withdrawal-filters.tsx'
