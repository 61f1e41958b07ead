import { LANGUAGE_CODES, type LanguageCode } from '@lobby/domain'
import { Field, Select } from '@lobby/ui'
import { copy } from '../copy.ts'

/** A language's own name and code (the settings' words): `Tiếng Việt (vi_VN)`. */
export const languageName = (language: LanguageCode) => copy.settings.locale.languageNames[language] ?? language

export interface LanguageFieldProps {
  label: string
  value: LanguageCode
  /** The languages offered, in order; default: all 11. */
  languages?: readonly LanguageCode[]
  onChange: (language: LanguageCode) => void
  /** The control's name in its form. */
  name?: string
  disabled?: boolean
  hint?: string
  error?: string
  className?: string
}

/** A choice of one of the site's languages, each by its own name and code. */
export function LanguageField({
  label,
  value,
  languages = LANGUAGE_CODES,
  onChange,
  name = 'language',
  disabled,
  hint,
  error,
  className,
}: LanguageFieldProps) {
  return (
    <Field label={label} hint={hint} error={error} className={className}>
      <Select
        name={name}
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(event.target.value as LanguageCode)}
      >
        {languages.map((option) => (
          <option key={option} value={option}>
            {languageName(option)}
          </option>
        ))}
      </Select>
    </Field>
  )
}
