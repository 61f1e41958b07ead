export { BalanceChip, balanceChipVariants, type BalanceChipProps } from './balance-chip.tsx'
export { formatMoney, minorDigitsOf } from './format-money.ts'
