export {
  amountToneVariants,
  SignedAmount,
  TransactionRecord,
  type TransactionFilter,
  type TransactionRecordProps,
  type TransactionSortField,
  type TransactionTypeFilter,
  type TransactionView,
} from './transaction-record.tsx'
