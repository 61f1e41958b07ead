import { RG_EXCLUSION_DAYS, RG_EXCLUSION_KINDS, type RgExclusionKind } from '@lobby/domain'
import { useId, useState } from 'react'
import type { Translate } from '../../text/create-translator.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { FormAlert } from '../../primitives/field/index.ts'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'
import { optionCardVariants } from './rg-option-card.ts'
import type { RgExclusionChoice, RgExclusionState } from './rg-types.ts'

/** A length's words: "24 hours", "6 months", "Permanently". */
export function exclusionLength(t: Translate, choice: RgExclusionChoice): string {
  return t(`rg.${choice.kind}_${choice.days}`)
}

export interface RgExclusionProps {
  /** The choice being confirmed: the confirm dialog is open for it. */
  exclusion: RgExclusionState | null
  /** Called with a choice to ask for confirmation, or null to close the dialog. */
  onExclusionChange: (choice: RgExclusionChoice | null) => void
  /** Called from the dialog's confirm: the caller sends it, then logs the member out. */
  onExclude: (choice: RgExclusionChoice) => void
  /** Element the confirm dialog portals into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** Time-out and self-exclusion: each a choice of length and a button, behind a confirm that says what it means. */
export function RgExclusion({ exclusion, onExclusionChange, onExclude, portalContainer }: RgExclusionProps) {
  const { t } = useText()
  const saving = exclusion?.saving === true
  return (
    <div data-slot="responsible-gaming-panel-exclusion" className="flex flex-col gap-4">
      {RG_EXCLUSION_KINDS.map((kind) => (
        <RgExclusionChooser key={kind} kind={kind} onChoose={onExclusionChange} />
      ))}
      <AlertDialog
        open={exclusion !== null}
        onOpenChange={(open) => {
          if (!open && !saving) onExclusionChange(null)
        }}
        portalContainer={portalContainer}
        title={
          exclusion
            ? exclusion.days === 0
              ? t('rg.confirm_permanent_title')
              : t(`rg.confirm_${exclusion.kind}_title`, { length: exclusionLength(t, exclusion) })
            : ''
        }
        description={t('rg.confirm_body')}
        bodyClassName="px-5 pb-2 flex flex-col gap-2"
        cancel={{ label: t('rg.cancel'), disabled: saving }}
        confirm={{
          label: saving ? t('rg.excluding') : t(`rg.confirm_${exclusion?.kind ?? 'timeout'}_go`),
          variant: 'destructive',
          'aria-disabled': saving || undefined,
          'data-state': saving ? 'submitting' : 'idle',
          onClick: () => {
            if (exclusion && !saving) onExclude({ kind: exclusion.kind, days: exclusion.days })
          },
        }}
      >
        <p data-slot="responsible-gaming-panel-exclusion-logout" className="text-sm font-medium text-foreground">
          {t('rg.confirm_logout')}
        </p>
        <FormAlert>{exclusion?.error ? t(exclusion.error) : undefined}</FormAlert>
      </AlertDialog>
    </div>
  )
}

function RgExclusionChooser({
  kind,
  onChoose,
}: {
  kind: RgExclusionKind
  onChoose: (choice: RgExclusionChoice) => void
}) {
  const { t } = useText()
  const id = useId()
  const lengths = RG_EXCLUSION_DAYS[kind]
  const [days, setDays] = useState(lengths[0] ?? 0)
  return (
    <section
      data-slot="responsible-gaming-panel-exclusion-kind"
      data-kind={kind}
      aria-labelledby={`${id}-title`}
      className="flex flex-col gap-3 rounded-xl border p-3 desktop:p-4"
    >
      <div className="flex flex-col gap-0.5">
        <h3 id={`${id}-title`} className="text-sm font-semibold text-foreground">
          {t(`rg.${kind}_title`)}
        </h3>
        <p className="text-xs text-muted-foreground">{t(`rg.${kind}_intro`)}</p>
      </div>
      <fieldset className="flex min-w-0 flex-col">
        <legend className="mb-2 text-sm font-medium text-foreground">{t('rg.length')}</legend>
        <div className="grid grid-cols-2 gap-2 desktop:grid-cols-4">
          {lengths.map((length) => (
            <label
              key={length}
              data-state={length === days ? 'checked' : 'unchecked'}
              className={optionCardVariants({ selected: length === days })}
            >
              <input
                type="radio"
                name={`${id}-days`}
                value={length}
                checked={length === days}
                onChange={() => setDays(length)}
                className="size-4 shrink-0 accent-primary"
              />
              <span className="text-sm font-medium">{exclusionLength(t, { kind, days: length })}</span>
            </label>
          ))}
        </div>
      </fieldset>
      <Button
        variant="destructive"
        onClick={() => onChoose({ kind, days })}
        className="w-full desktop:w-auto desktop:self-start"
      >
        {t(`rg.${kind}_submit`)}
      </Button>
    </section>
  )
}
