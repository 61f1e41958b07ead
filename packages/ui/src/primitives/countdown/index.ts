export {
  Countdown,
  countdownAt,
  useCountdown,
  wholeSeconds,
  type CountdownProps,
  type CountdownValue,
  type EndTime,
  type UseCountdownOptions,
} from './countdown.tsx'
