import type { AdminSettings, RegistrationLimits, SiteAppearance, SiteLocale } from '@lobby/api'
import { StatusPanel, StatusPanelSkeleton } from '@lobby/ui'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
import { copy } from '../../copy.ts'
import type { ListStatus } from '../../lib/list.ts'
import { SettingsAppearance } from './settings-appearance.tsx'
import { SettingsDemo } from './settings-demo.tsx'
import { SettingsLocale } from './settings-locale.tsx'
import { SettingsRegistration } from './settings-registration.tsx'
import type { RegisterFieldsDraft, SettingsFieldErrors, SettingsSection } from './types.ts'

export interface SettingsScreenProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  onRetry: () => void
  /** The site's settings once loaded. */
  settings: AdminSettings | null
  /** Bumped on each load: the sections' forms start again from what was loaded. */
  version: number
  /** The role holds `settings.manage`: the forms save; otherwise they are read only. */
  canManage: boolean
  /** What the last save came to, or null. */
  notice: ScreenNotice | null
  /** The section whose save is out, or null. */
  saving: SettingsSection | null
  /** Why each section's last save failed, or empty. */
  errors?: Partial<Record<SettingsSection, string>>
  /** What the server said of a field (a 400), by the call's field name. */
  fieldErrors?: SettingsFieldErrors
  onSaveLimits: (limits: RegistrationLimits) => void
  onSaveFields: (draft: RegisterFieldsDraft) => void
  onSaveLocale: (locale: SiteLocale) => void
  onSaveAppearance: (appearance: SiteAppearance) => void
  /** The demo-mode confirmation is open. */
  demoConfirming: boolean
  onDemoAsk: () => void
  onDemoConfirm: () => void
  onDemoCancel: () => void
  portalContainer?: HTMLElement | null
}

const NONE = {}

/**
 * The site's settings: registration (limits, SMS, each currency's form), the languages and currencies offered,
 * the appearance (variant, mobile template, app links) and demo mode; an owner saves each section on its own, the
 * auditor reads them.
 *
 * Contract
 * - MUST NOT fetch or save: loads and saves are the caller's (`on*`).
 * - Loading, error (with Try again) and forbidden (403) replace the sections; a save's outcome (`notice`) is
 *   announced above them; without `canManage` every control is disabled and no Save is offered.
 */
export function SettingsScreen({
  status,
  errorMessage = '',
  onRetry,
  settings,
  version,
  canManage,
  notice,
  saving,
  errors = NONE,
  fieldErrors = NONE,
  onSaveLimits,
  onSaveFields,
  onSaveLocale,
  onSaveAppearance,
  demoConfirming,
  onDemoAsk,
  onDemoConfirm,
  onDemoCancel,
  portalContainer,
}: SettingsScreenProps) {
  const s = copy.settings
  if (status === 'forbidden') {
    return (
      <section data-slot="settings-screen" data-state="forbidden" className="flex flex-col gap-5">
        <ScreenHeader title={s.title} description={s.description} />
        <ForbiddenState what={s.forbiddenWhat} />
      </section>
    )
  }
  return (
    <section
      data-slot="settings-screen"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <ScreenHeader title={s.title} description={s.description} />
      {status === 'ready' && !canManage ? <p className="text-sm text-muted-foreground">{s.readOnly}</p> : null}
      <NoticeBanner notice={notice} />
      <StatusPanel
        status={status === 'ready' && settings === null ? 'loading' : status}
        loadingLabel={s.loading}
        placeholder={<StatusPanelSkeleton rows={6} />}
        errorTitle={s.errorTitle}
        errorBody={errorMessage}
        onRetry={onRetry}
        retryLabel={copy.app.retry}
      >
        {settings ? (
          <div className="flex flex-col gap-5">
            <SettingsRegistration
              key={`registration:${version}`}
              settings={settings}
              canManage={canManage}
              saving={saving === 'registration' || saving === 'fields' ? saving : null}
              limitsError={errors.registration ?? ''}
              fieldsError={errors.fields ?? ''}
              fieldErrors={fieldErrors}
              onSaveLimits={onSaveLimits}
              onSaveFields={onSaveFields}
            />
            <SettingsLocale
              key={`locale:${version}`}
              settings={settings}
              canManage={canManage}
              saving={saving === 'locale'}
              error={errors.locale ?? ''}
              fieldErrors={fieldErrors}
              onSave={onSaveLocale}
            />
            <SettingsAppearance
              key={`appearance:${version}`}
              settings={settings}
              canManage={canManage}
              saving={saving === 'appearance'}
              error={errors.appearance ?? ''}
              fieldErrors={fieldErrors}
              onSave={onSaveAppearance}
            />
            <SettingsDemo
              isDemo={settings.is_demo}
              canManage={canManage}
              confirming={demoConfirming}
              saving={saving === 'demo'}
              error={errors.demo ?? ''}
              onAsk={onDemoAsk}
              onConfirm={onDemoConfirm}
              onCancel={onDemoCancel}
              portalContainer={portalContainer}
            />
          </div>
        ) : null}
      </StatusPanel>
    </section>
  )
}
