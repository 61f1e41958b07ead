export {
  Countdown,
  useCountdown,
  type CountdownProps,
  type CountdownValue,
  type EndTime,
  type UseCountdownOptions,
} from './countdown.tsx'
