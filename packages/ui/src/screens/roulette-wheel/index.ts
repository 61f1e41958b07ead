export {
  RouletteWheel,
  rouletteWheelVariants,
  type RoulettePrize,
  type RouletteTarget,
  type RouletteWheelProps,
} from './roulette-wheel.tsx'
export { AwardAlert, type AwardAlertProps } from './award-alert.tsx'
