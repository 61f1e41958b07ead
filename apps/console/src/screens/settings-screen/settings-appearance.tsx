import { isAppDownloadUrl, isSiteVariantName, type AdminSettings, type SiteAppearance } from '@lobby/api'
import { MOBILE_TEMPLATES, type MobileTemplate } from '@lobby/domain'
import { Field, FormAlert, Select, TextInput } from '@lobby/ui'
import { useState, type FormEvent } from 'react'
import { copy } from '../../copy.ts'
import { SectionFrame, SectionSave } from './section-frame.tsx'
import type { SettingsFieldErrors } from './types.ts'

export interface SettingsAppearanceProps {
  settings: AdminSettings
  canManage: boolean
  saving: boolean
  /** Why the last save failed (a network failure, a refusal), or empty. */
  error: string
  /** What the server said of `site_variant`, `mobile_template`, `app_ios_url` or `app_android_url`. */
  fieldErrors: SettingsFieldErrors
  onSave: (appearance: SiteAppearance) => void
}

const a = copy.settings.appearance
type TextKey = 'site_variant' | 'app_ios_url' | 'app_android_url'
type Problems = Partial<Record<TextKey, string>>

const LINKS = [
  { key: 'app_ios_url', label: a.appIosUrl },
  { key: 'app_android_url', label: a.appAndroidUrl },
] as const

/**
 * How the site looks: its variant, its mobile template and the app download links of its /app page.
 *
 * Contract
 * - MUST NOT save a variant that is not lower-case letters and digits, nor a link that is not http(s): the
 *   problem is named under its field. Blanks around a value are dropped; an empty link means "not offered".
 * - Read only (every control disabled, no Save) without `canManage`.
 */
export function SettingsAppearance({
  settings,
  canManage,
  saving,
  error,
  fieldErrors,
  onSave,
}: SettingsAppearanceProps) {
  const [values, setValues] = useState<Record<TextKey, string>>(() => ({
    site_variant: settings.site_variant,
    app_ios_url: settings.app_ios_url,
    app_android_url: settings.app_android_url,
  }))
  const [template, setTemplate] = useState<MobileTemplate>(settings.mobile_template)
  const [problems, setProblems] = useState<Problems>({})
  const readOnly = !canManage

  const change = (key: TextKey, value: string) => {
    setValues((current) => ({ ...current, [key]: value }))
    setProblems((current) => ({ ...current, [key]: undefined }))
  }
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault()
    if (saving || readOnly) return
    const appearance = {
      site_variant: values.site_variant.trim(),
      mobile_template: template,
      app_ios_url: values.app_ios_url.trim(),
      app_android_url: values.app_android_url.trim(),
    }
    const found: Problems = {}
    if (!isSiteVariantName(appearance.site_variant)) found.site_variant = a.siteVariantInvalid
    for (const { key } of LINKS) if (!isAppDownloadUrl(appearance[key])) found[key] = a.appUrlInvalid
    setProblems(found)
    if (Object.keys(found).length === 0) onSave(appearance)
  }
  const problem = (key: TextKey) => problems[key] ?? fieldErrors[key]
  return (
    <SectionFrame slot="settings-appearance" title={a.title} description={a.description}>
      <form noValidate onSubmit={submit} className="flex flex-col gap-4">
        <FormAlert>{error}</FormAlert>
        <div className="grid gap-3 desktop:grid-cols-2">
          <Field label={a.siteVariant} hint={a.siteVariantHint} error={problem('site_variant')}>
            <TextInput
              name="site_variant"
              value={values.site_variant}
              autoComplete="off"
              spellCheck={false}
              disabled={readOnly}
              readOnly={saving}
              onChange={(event) => change('site_variant', event.target.value)}
            />
          </Field>
          <Field label={a.mobileTemplate} error={fieldErrors.mobile_template}>
            <Select
              name="mobile_template"
              value={template}
              disabled={readOnly || saving}
              onChange={(event) => setTemplate(event.target.value as MobileTemplate)}
            >
              {MOBILE_TEMPLATES.map((name) => (
                <option key={name} value={name}>
                  {name}
                </option>
              ))}
            </Select>
          </Field>
          {LINKS.map(({ key, label }) => (
            <Field key={key} label={label} hint={a.appUrlHint} error={problem(key)}>
              <TextInput
                name={key}
                value={values[key]}
                inputMode="url"
                autoComplete="off"
                spellCheck={false}
                disabled={readOnly}
                readOnly={saving}
                onChange={(event) => change(key, event.target.value)}
              />
            </Field>
          ))}
        </div>
        {canManage ? <SectionSave label={a.saveAppearance} saving={saving} /> : null}
      </form>
    </SectionFrame>
  )
}
