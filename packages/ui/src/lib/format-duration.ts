import type { Translate } from '../text/create-translator.ts'

/**
 * A length of time in whole minutes as a person reads it, in the words of the copy: `45 min`, `2 h`, `1 h 30 min`
 * (`duration.minutes`, `duration.hours`, `duration.hours_minutes`). A session limit and the time played in a reality
 * check both read this way. Below zero reads as zero.
 */
export function durationText(t: Translate, totalMinutes: number): string {
  const minutes = Math.max(0, Math.floor(totalMinutes))
  const hours = Math.floor(minutes / 60)
  const rest = minutes % 60
  if (hours === 0) return t('duration.minutes', { minutes: rest })
  if (rest === 0) return t('duration.hours', { hours })
  return t('duration.hours_minutes', { hours, minutes: rest })
}
