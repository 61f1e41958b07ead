import type { AdminSettings, RegisterSettingChange, RegistrationLimits } from '@lobby/api'
import { MEMBER_CURRENCY_SETTING, SMS_STATES } from '@lobby/api'
import { Button, Checkbox, Field, FormAlert, Select, TextInput, cn } from '@lobby/ui'
import { useId, useState, type FormEvent } from 'react'
import { bodyCell, headCell, TableFrame } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import { SectionFrame } from './section-frame.tsx'
import { REGISTER_FLAGS, type RegisterFieldsDraft, type RegisterFlag, type SettingsFieldErrors } from './types.ts'

export interface SettingsRegistrationProps {
  settings: AdminSettings
  canManage: boolean
  /** Which of this section's saves is out. */
  saving: 'registration' | 'fields' | null
  /** Why the limits' / the fields' last save failed, or empty. */
  limitsError: string
  fieldsError: string
  /** What the server said of a limit (by its name) or an item (`items.N.flag`). */
  fieldErrors: SettingsFieldErrors
  onSaveLimits: (limits: RegistrationLimits) => void
  onSaveFields: (draft: RegisterFieldsDraft) => void
}

const r = copy.settings.registration
const LIMITS = ['register_interval_seconds', 'register_per_ip_per_day', 'sms_per_ip_per_hour'] as const
type LimitKey = (typeof LIMITS)[number]
const limitLabel: Record<LimitKey, string> = {
  register_interval_seconds: r.interval,
  register_per_ip_per_day: r.perDay,
  sms_per_ip_per_hour: r.smsPerHour,
}
const fieldName = (name: string) => r.fields[name] ?? name

/** A flag as the settings answer it (0 / 1; the domain's schema also reads a boolean). */
const bit = (value: boolean | 0 | 1 | undefined): 0 | 1 => (value === true || value === 1 ? 1 : 0)

const itemsOf = (settings: AdminSettings, currency: string): RegisterSettingChange[] =>
  (settings.register_settings.find((c) => c.currency === currency)?.items ?? []).map((item) => ({
    name: item.name as RegisterSettingChange['name'],
    is_display: bit(item.is_display),
    is_required: bit(item.is_required),
    is_unique: bit(item.is_unique),
    is_member_center: bit(item.is_member_center),
    is_verification: bit(item.is_verification),
    ...(item.is_member_center_verification === undefined
      ? {}
      : { is_member_center_verification: bit(item.is_member_center_verification) }),
  }))

/**
 * The site's registration: the per-address limits and the SMS state, then one currency's form at a time (is
 * registration open in it, and for each field: shown, required, unique, in the member centre, verified).
 *
 * Contract
 * - MUST NOT save a limit that is not a whole number from 0 to 1,000,000, nor a field required or unique but not
 *   shown: the problem is named where it is.
 * - Read only (every control disabled, no Save) without `canManage`.
 */
export function SettingsRegistration({
  settings,
  canManage,
  saving,
  limitsError,
  fieldsError,
  fieldErrors,
  onSaveLimits,
  onSaveFields,
}: SettingsRegistrationProps) {
  const limitsId = useId()
  const [limits, setLimits] = useState(() => ({
    register_interval_seconds: String(settings.registration.register_interval_seconds),
    register_per_ip_per_day: String(settings.registration.register_per_ip_per_day),
    sms_per_ip_per_hour: String(settings.registration.sms_per_ip_per_hour),
    sms_state: settings.registration.sms_state,
  }))
  const [limitProblems, setLimitProblems] = useState<Partial<Record<LimitKey, string>>>({})
  const [currency, setCurrency] = useState(settings.register_settings[0]?.currency ?? '')
  const [items, setItems] = useState(() => itemsOf(settings, currency))
  const [itemProblem, setItemProblem] = useState('')
  const readOnly = !canManage

  const submitLimits = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || readOnly) return
    const problems: Partial<Record<LimitKey, string>> = {}
    for (const key of LIMITS) {
      const text = limits[key].trim()
      const n = Number(text)
      if (!/^\d+$/.test(text) || n > 1_000_000) problems[key] = r.limitInvalid
    }
    setLimitProblems(problems)
    if (Object.keys(problems).length > 0) return
    onSaveLimits({
      register_interval_seconds: Number(limits.register_interval_seconds),
      register_per_ip_per_day: Number(limits.register_per_ip_per_day),
      sms_per_ip_per_hour: Number(limits.sms_per_ip_per_hour),
      sms_state: limits.sms_state,
    })
  }

  const setFlag = (name: string, flag: RegisterFlag, on: boolean) => {
    setItemProblem('')
    setItems((current) => current.map((item) => (item.name === name ? { ...item, [flag]: on ? 1 : 0 } : item)))
  }
  const saveFields = () => {
    if (saving || readOnly) return
    const wrong = items.find((i) => i.is_display === 0 && (i.is_required === 1 || i.is_unique === 1))
    if (wrong) {
      setItemProblem(r.hiddenButRequired(fieldName(wrong.name)))
      return
    }
    onSaveFields({ currency, items })
  }
  const open = items.find((i) => i.name === MEMBER_CURRENCY_SETTING)
  const fields = items.filter((i) => i.name !== MEMBER_CURRENCY_SETTING)
  const serverItemError = Object.entries(fieldErrors).find(([key]) => key.startsWith('items'))?.[1]
  return (
    <SectionFrame slot="settings-registration" title={r.title} description={r.description}>
      <form id={limitsId} noValidate onSubmit={submitLimits} className="flex flex-col gap-3">
        <h3 className="text-base font-medium">{r.limitsTitle}</h3>
        <FormAlert>{limitsError}</FormAlert>
        <div className="grid gap-3 desktop:grid-cols-2">
          {LIMITS.map((key) => (
            <Field key={key} label={limitLabel[key]} hint={r.zeroHint} error={limitProblems[key] ?? fieldErrors[key]}>
              <TextInput
                name={key}
                inputMode="numeric"
                value={limits[key]}
                disabled={readOnly}
                readOnly={saving === 'registration'}
                onChange={(event) => {
                  const value = event.target.value
                  setLimits((current) => ({ ...current, [key]: value }))
                  setLimitProblems((current) => ({ ...current, [key]: undefined }))
                }}
              />
            </Field>
          ))}
          <Field label={r.smsState} error={fieldErrors.sms_state}>
            <Select
              name="sms_state"
              value={limits.sms_state}
              disabled={readOnly || saving === 'registration'}
              onChange={(event) =>
                setLimits((current) => ({
                  ...current,
                  sms_state: event.target.value as RegistrationLimits['sms_state'],
                }))
              }
            >
              {SMS_STATES.map((state) => (
                <option key={state} value={state}>
                  {r.smsStates[state]}
                </option>
              ))}
            </Select>
          </Field>
        </div>
        {canManage ? (
          <div>
            <Button
              type="submit"
              aria-disabled={saving !== null || undefined}
              data-state={saving === 'registration' ? 'submitting' : 'idle'}
            >
              {saving === 'registration' ? copy.settings.saving : r.saveLimits}
            </Button>
          </div>
        ) : null}
      </form>

      {settings.register_settings.length === 0 ? (
        <p className="text-sm text-muted-foreground">{r.noCurrency}</p>
      ) : (
        <div className="flex flex-col gap-3" data-slot="settings-register-fields">
          <h3 className="text-base font-medium">{r.fieldsTitle(currency)}</h3>
          <Field label={r.currency}>
            <Select
              name="currency"
              value={currency}
              disabled={saving === 'fields'}
              onChange={(event) => {
                setCurrency(event.target.value)
                setItems(itemsOf(settings, event.target.value))
                setItemProblem('')
              }}
            >
              {settings.register_settings.map((c) => (
                <option key={c.currency} value={c.currency}>
                  {c.currency}
                </option>
              ))}
            </Select>
          </Field>
          <FormAlert>{itemProblem || serverItemError || fieldsError}</FormAlert>
          {open ? (
            <Checkbox
              label={
                <span className="flex flex-col">
                  <span className="text-sm">{r.open(currency)}</span>
                  <span className="text-xs text-muted-foreground">{r.openHint}</span>
                </span>
              }
              checked={open.is_display === 1}
              disabled={readOnly || saving === 'fields'}
              onChange={(event) => setFlag(MEMBER_CURRENCY_SETTING, 'is_display', event.target.checked)}
            />
          ) : null}
          <TableFrame label={r.fieldsCaption(currency)}>
            <table data-slot="register-field-table" className="w-full border-collapse">
              <caption className="sr-only">{r.fieldsCaption(currency)}</caption>
              <thead>
                <tr className="border-b">
                  <th scope="col" className={headCell}>
                    {r.columns.field}
                  </th>
                  {REGISTER_FLAGS.map((flag) => (
                    <th key={flag} scope="col" className={headCell}>
                      {r.columns[flag]}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody className="divide-y">
                {fields.map((item) => (
                  <tr key={item.name} data-slot="register-field-row">
                    <th scope="row" className={cn(bodyCell, 'text-start font-medium')}>
                      {fieldName(item.name)}
                    </th>
                    {REGISTER_FLAGS.map((flag) => (
                      <td key={flag} className={bodyCell}>
                        {flag === 'is_member_center_verification' && item.name !== 'member_phone' ? (
                          <span className="text-muted-foreground">—</span>
                        ) : (
                          <Checkbox
                            aria-label={r.flagFor(r.columns[flag], fieldName(item.name))}
                            checked={item[flag] === 1}
                            disabled={readOnly || saving === 'fields'}
                            onChange={(event) => setFlag(item.name, flag, event.target.checked)}
                          />
                        )}
                      </td>
                    ))}
                  </tr>
                ))}
              </tbody>
            </table>
          </TableFrame>
          {canManage ? (
            <div>
              <Button
                aria-disabled={saving !== null || undefined}
                data-state={saving === 'fields' ? 'submitting' : 'idle'}
                onClick={saveFields}
              >
                {saving === 'fields' ? copy.settings.saving : r.saveFields(currency)}
              </Button>
            </div>
          ) : null}
        </div>
      )}
    </SectionFrame>
  )
}
