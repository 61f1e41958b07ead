export { JackpotCounter, type JackpotCounterProps } from './jackpot-counter.tsx'
