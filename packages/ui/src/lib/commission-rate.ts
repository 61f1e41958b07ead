import { intlLocale } from './format-money.ts'

/**
 * A rate in basis points as a percentage number for people, without the `%`:
 * `2000` → `20`, `2050` → `20.5`, `1` → `0.01`, grouped and punctuated by the
 * locale. Split as text (whole percent, hundredths), never divided as a float.
 */
export function formatRate(basisPoints: number, locale = 'en_US'): string {
  const bp = Math.trunc(basisPoints)
  const sign = bp < 0 ? '-' : ''
  const text = String(Math.abs(bp)).padStart(3, '0')
  const decimal = `${sign}${text.slice(0, -2)}.${text.slice(-2)}`
  return new Intl.NumberFormat(intlLocale(locale), { maximumFractionDigits: 2 }).format(
    decimal as Intl.StringNumericLiteral,
  )
}
