import { REALITY_CHECK_MINUTES, type RealityCheckMinutes } from '@lobby/domain'
import { useId, useState, type FormEvent } from 'react'
import { useText } from '../../text/text-provider.tsx'
import { FormAlert, SubmitButton } from '../../primitives/field/index.ts'
import { optionCardVariants } from './rg-option-card.ts'

export interface RgRealityCheckProps {
  /** The interval in force; null, off. */
  minutes: RealityCheckMinutes | null
  /** Called from Save with the interval chosen (null: off). */
  onSave: (minutes: RealityCheckMinutes | null) => void
  saving?: boolean
  /** The refusal, in the member's words (or a message key). */
  error?: string
  /** The interval was saved: a line says so until the member chooses again. */
  saved?: boolean
}

const CHOICES = [null, ...REALITY_CHECK_MINUTES] as const

/** The reality check's interval: off, 15, 30 or 60 minutes, saved with its button. */
export function RgRealityCheck({ minutes, onSave, saving = false, error, saved = false }: RgRealityCheckProps) {
  const { t } = useText()
  const id = useId()
  const [chosen, setChosen] = useState<RealityCheckMinutes | null>(minutes)
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (!saving) onSave(chosen)
  }
  return (
    <form
      data-slot="responsible-gaming-panel-reality"
      aria-labelledby={`${id}-title`}
      noValidate
      onSubmit={submit}
      className="flex flex-col gap-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {t('rg.reality_title')}
        </h3>
        <p className="text-sm text-muted-foreground">{t('rg.reality_intro')}</p>
      </div>
      <fieldset className="flex min-w-0 flex-col gap-2">
        <legend className="mb-2 text-sm font-medium text-foreground">{t('rg.reality_legend')}</legend>
        <div className="grid grid-cols-2 gap-2 desktop:grid-cols-4">
          {CHOICES.map((choice) => {
            const selected = choice === chosen
            return (
              <label
                key={choice ?? 'off'}
                data-state={selected ? 'checked' : 'unchecked'}
                className={optionCardVariants({ selected })}
              >
                <input
                  type="radio"
                  name={`${id}-minutes`}
                  value={choice ?? 'off'}
                  checked={selected}
                  disabled={saving}
                  onChange={() => setChosen(choice)}
                  className="size-4 shrink-0 accent-primary"
                />
                <span className="text-sm font-medium">
                  {choice === null ? t('rg.reality_off') : t('rg.reality_every', { minutes: choice })}
                </span>
              </label>
            )
          })}
        </div>
      </fieldset>
      <FormAlert>{error ? t(error) : undefined}</FormAlert>
      <p role="status" data-slot="responsible-gaming-panel-reality-saved" className="text-sm text-success empty:hidden">
        {saved && !saving && !error && chosen === minutes ? t('rg.reality_saved') : ''}
      </p>
      <SubmitButton
        submitting={saving}
        label={t('rg.reality_save')}
        busyLabel={t('rg.form_saving')}
        className="desktop:w-auto desktop:self-start"
      />
    </form>
  )
}
