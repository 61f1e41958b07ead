import type { AdminSettings, SiteLocale } from '@lobby/api'
import type { LanguageCode } from '@lobby/domain'
import { Checkbox, Field, FormAlert, Select } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { SectionFrame, SectionSave } from './section-frame.tsx'
import type { SettingsFieldErrors } from './types.ts'

export interface SettingsLocaleProps {
  settings: AdminSettings
  canManage: boolean
  saving: boolean
  /** Why the last save failed (a currency members hold, a network failure), or empty. */
  error: string
  /** What the server said of `currencies`, `languages`, `default_currency` or `default_language`. */
  fieldErrors: SettingsFieldErrors
  onSave: (locale: SiteLocale) => void
}

const l = copy.settings.locale
type Problems = Partial<Record<'currencies' | 'languages' | 'default_currency' | 'default_language', string>>

/** In the order the platform lists them, so the site shows them the same way each time. */
const ordered = <T extends string>(all: readonly T[], chosen: readonly T[]) => all.filter((x) => chosen.includes(x))

/**
 * The currencies and languages the site offers, each with its default.
 *
 * Contract
 * - MUST NOT save none of either, or a default that is not offered: the problem is named under its field.
 * - Offers only what the platform supports (`supported_*`); read only without `canManage`.
 */
export function SettingsLocale({ settings, canManage, saving, error, fieldErrors, onSave }: SettingsLocaleProps) {
  const formId = useId()
  const [currencies, setCurrencies] = useState<string[]>([...settings.currencies])
  const [languages, setLanguages] = useState<LanguageCode[]>([...settings.languages])
  const [defaultCurrency, setDefaultCurrency] = useState(settings.default_currency)
  const [defaultLanguage, setDefaultLanguage] = useState<LanguageCode>(settings.default_language)
  const [problems, setProblems] = useState<Problems>({})
  const readOnly = !canManage

  const toggle = <T extends string>(list: T[], value: T, on: boolean) =>
    on ? [...list.filter((x) => x !== value), value] : list.filter((x) => x !== value)

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || readOnly) return
    const found: Problems = {}
    if (currencies.length === 0) found.currencies = l.atLeastOneCurrency
    if (languages.length === 0) found.languages = l.atLeastOneLanguage
    if (!currencies.includes(defaultCurrency)) found.default_currency = l.defaultCurrencyNotOffered
    if (!languages.includes(defaultLanguage)) found.default_language = l.defaultLanguageNotOffered
    setProblems(found)
    if (Object.keys(found).length > 0) return
    // Kept currencies stay in their order; new ones follow, in the platform's order.
    const kept = settings.currencies.filter((c) => currencies.includes(c))
    const added = ordered(settings.supported_currencies, currencies).filter((c) => !kept.includes(c))
    onSave({
      currencies: [...kept, ...added],
      default_currency: defaultCurrency,
      languages: ordered(settings.supported_languages, languages),
      default_language: defaultLanguage,
    })
  }
  const problem = (key: keyof Problems) => problems[key] ?? fieldErrors[key]
  return (
    <SectionFrame slot="settings-locale" title={l.title} description={l.description}>
      <form id={formId} noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert>{error}</FormAlert>
        <fieldset className="flex flex-col gap-2" aria-describedby={problem('currencies') ? `${formId}-c` : undefined}>
          <legend className="mb-1 text-sm font-medium">{l.currencies}</legend>
          <div className="flex flex-wrap gap-x-5 gap-y-2">
            {settings.supported_currencies.map((currency) => (
              <Checkbox
                key={currency}
                name="currencies"
                label={currency}
                checked={currencies.includes(currency)}
                disabled={readOnly || saving}
                onChange={(event) => {
                  setCurrencies((list) => toggle(list, currency, event.target.checked))
                  setProblems((p) => ({ ...p, currencies: undefined, default_currency: undefined }))
                }}
              />
            ))}
          </div>
          {problem('currencies') ? (
            <p id={`${formId}-c`} role="alert" className="text-sm text-destructive">
              {problem('currencies')}
            </p>
          ) : null}
        </fieldset>
        <Field label={l.defaultCurrency} error={problem('default_currency')}>
          <Select
            name="default_currency"
            value={defaultCurrency}
            disabled={readOnly || saving}
            onChange={(event) => {
              setDefaultCurrency(event.target.value)
              setProblems((p) => ({ ...p, default_currency: undefined }))
            }}
          >
            {settings.supported_currencies.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </Field>
        <fieldset className="flex flex-col gap-2" aria-describedby={problem('languages') ? `${formId}-l` : undefined}>
          <legend className="mb-1 text-sm font-medium">{l.languages}</legend>
          <div className="grid gap-2 desktop:grid-cols-3">
            {settings.supported_languages.map((language) => (
              <Checkbox
                key={language}
                name="languages"
                label={l.languageNames[language] ?? language}
                checked={languages.includes(language)}
                disabled={readOnly || saving}
                onChange={(event) => {
                  setLanguages((list) => toggle(list, language, event.target.checked))
                  setProblems((p) => ({ ...p, languages: undefined, default_language: undefined }))
                }}
              />
            ))}
          </div>
          {problem('languages') ? (
            <p id={`${formId}-l`} role="alert" className="text-sm text-destructive">
              {problem('languages')}
            </p>
          ) : null}
        </fieldset>
        <Field label={l.defaultLanguage} error={problem('default_language')}>
          <Select
            name="default_language"
            value={defaultLanguage}
            disabled={readOnly || saving}
            onChange={(event) => {
              setDefaultLanguage(event.target.value as LanguageCode)
              setProblems((p) => ({ ...p, default_language: undefined }))
            }}
          >
            {settings.supported_languages.map((language) => (
              <option key={language} value={language}>
                {l.languageNames[language] ?? language}
              </option>
            ))}
          </Select>
        </Field>
        {canManage ? <SectionSave label={l.saveLocale} saving={saving} /> : null}
      </form>
    </SectionFrame>
  )
}
