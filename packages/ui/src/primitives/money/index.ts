export { Money, moneySign, moneyText, moneyVariants, type MoneyProps, type MoneySign } from './money.tsx'
