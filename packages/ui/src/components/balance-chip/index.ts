export { BalanceChip, balanceChipVariants, type BalanceChipProps } from './balance-chip.tsx'
export { formatMoney, minorDigitsOf } from '../../lib/format-money.ts'
