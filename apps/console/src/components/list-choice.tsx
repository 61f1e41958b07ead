import type { LanguageCode } from '@lobby/domain'
import { Field, Select } from '@lobby/ui'
import { LanguageField } from './language-field.tsx'

export interface ListChoiceProps<Kind extends string> {
  /** The choice's name for assistive technology (a visually hidden legend). */
  legend: string
  /** The first choice: which list (its label, its options in order and their names). */
  kindLabel: string
  /** The kind control's name in its form. */
  kindName: string
  kinds: readonly Kind[]
  nameOf: (kind: Kind) => string
  kind: Kind
  languageLabel: string
  language: LanguageCode
  /** Asks for another list or language. */
  onShow: (kind: Kind, language: LanguageCode) => void
  /** Something is being sent: the choice waits. */
  disabled: boolean
}

/** A choice of one of a section's lists and of the language it is shown in (lists kept per language). */
export function ListChoice<Kind extends string>({
  legend,
  kindLabel,
  kindName,
  kinds,
  nameOf,
  kind,
  languageLabel,
  language,
  onShow,
  disabled,
}: ListChoiceProps<Kind>) {
  return (
    <fieldset className="grid grid-cols-2 gap-3 desktop:grid-cols-[14rem_16rem] desktop:justify-start">
      <legend className="sr-only">{legend}</legend>
      <Field label={kindLabel}>
        <Select
          name={kindName}
          value={kind}
          disabled={disabled}
          onChange={(event) => onShow(event.target.value as Kind, language)}
        >
          {kinds.map((option) => (
            <option key={option} value={option}>
              {nameOf(option)}
            </option>
          ))}
        </Select>
      </Field>
      <LanguageField
        label={languageLabel}
        value={language}
        disabled={disabled}
        onChange={(option) => onShow(kind, option)}
      />
    </fieldset>
  )
}
