import type { ComponentProps } from 'react'
import { useId, useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Card } from '../../primitives/card/card.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { ProfileEditForm } from './profile-edit-form.tsx'
import { profileGridVariants, profilePanelVariants, ProfileSkeleton, Row, SavedNote } from './profile-parts.tsx'
import {
  FIELD_META,
  type ProfileChanges,
  type ProfileFieldSetting,
  type ProfilePhoneCodeState,
  type ProfileView,
  type WithdrawPasswordRequest,
  type WithdrawPasswordState,
} from './profile-types.ts'
import { WithdrawPasswordSection } from './withdraw-password-section.tsx'

export interface ProfilePanelProps extends Omit<ComponentProps<'section'>, 'children' | 'onChange'> {
  /** The profile; `null` until it arrives. */
  profile: ProfileView | null
  /** `loading`: placeholders; `error`: the message and retry; `idle`: the profile. */
  status: 'idle' | 'loading' | 'error'
  /** The fields to show, in order; a field not listed is not shown. */
  fields: readonly ProfileFieldSetting[]
  /** The edit passed the local rules: the changed fields only, trimmed. Not called when nothing changed. */
  onSave: (changes: ProfileChanges) => void
  /** A save is being sent: the inputs are read-only. */
  saving: boolean
  /** The server's errors by wire name, as text or message keys; one for a field not shown is shown above the form. */
  fieldErrors: Partial<Record<string, string>>
  /** The last save succeeded: a note shows; turning true closes the edit mode. */
  saved: boolean
  /** `error`: called from the retry button. */
  onRetry: () => void
  /** Called from "Change password" (the login password); the caller opens its dialog. */
  onChangePassword: () => void
  /** The withdraw-password form's state. */
  withdrawPassword: WithdrawPasswordState
  /** The withdraw-password form passed its local rules (4 digits, the two the same). */
  onSetWithdrawPassword: (request: WithdrawPasswordRequest) => void
  /** A phone field with `verify`: the SMS code's state. */
  phoneCode?: ProfilePhoneCodeState
  /** "Send code" for a new phone that passed the local rules (changed, the phone's format). */
  onSendPhoneCode?: (phone: string) => void
}

/**
 * The member's own details (spec section 3, Info): the account, the fields
 * the register settings show in the member centre (locked ones read-only,
 * with why), an edit mode that checks and sends only what changed, the login
 * password's change button and the withdraw password, set the first time
 * with the login password and changed with the current one. Props in,
 * callbacks out: the caller loads, saves and maps the server's answers.
 */
export function ProfilePanel({
  profile,
  status,
  fields,
  onSave,
  saving,
  fieldErrors,
  saved,
  onRetry,
  onChangePassword,
  withdrawPassword,
  onSetWithdrawPassword,
  phoneCode,
  onSendPhoneCode,
  className,
  ...props
}: ProfilePanelProps) {
  const { t } = useText()
  const titleId = useId()
  const [editing, setEditing] = useState(false)
  const [savedBefore, setSavedBefore] = useState(saved)
  // A save that succeeds closes the edit mode (state adjusted while rendering, not in an effect).
  if (saved !== savedBefore) {
    setSavedBefore(saved)
    if (saved) setEditing(false)
  }
  const ready = status === 'idle' && profile !== null
  const canEdit = fields.some((field) => field.editable && !field.locked)

  return (
    <section
      data-slot="profile-panel"
      data-state={status === 'idle' ? (profile ? (editing ? 'editing' : 'ready') : 'loading') : status}
      aria-labelledby={titleId}
      aria-busy={!ready && status !== 'error' ? true : undefined}
      className={cn(profilePanelVariants(), className)}
      {...props}
    >
      <header data-slot="profile-panel-header" className="flex items-center gap-2">
        <h2 id={titleId} className="flex-1 text-base font-semibold desktop:text-lg">
          {t('member_centre.menu_Info')}
        </h2>
        {ready && canEdit && !editing ? (
          <Button variant="outline" size="sm" onClick={() => setEditing(true)}>
            {t('member_centre.edit')}
          </Button>
        ) : null}
      </header>

      <StatusPanel
        status={status === 'error' ? 'error' : ready ? 'ready' : 'loading'}
        placeholder={<ProfileSkeleton />}
        loadingLabel={t('member_centre.profile_loading')}
        errorTitle={t('member_centre.profile_error_title')}
        errorBody={t('member_centre.profile_error')}
        onRetry={onRetry}
      >
        {ready ? (
          <>
            {saved && !editing ? (
              <SavedNote slot="profile-panel-saved">{t('member_centre.profile_saved')}</SavedNote>
            ) : null}
            <Card>
              <dl data-slot="profile-panel-summary" className={profileGridVariants()}>
                <Row slot="profile-panel-account" label={t('signup.account')}>
                  {profile.member_account}
                </Row>
                <Row slot="profile-panel-currency" label={t('signup.currency')}>
                  {profile.member_currency}
                </Row>
                <Row slot="profile-panel-password" label={t('member_centre.login_password')}>
                  <span className="flex items-center justify-between gap-3">
                    <span aria-hidden="true" className="tracking-widest">
                      ••••••
                    </span>
                    <Button variant="outline" size="sm" onClick={onChangePassword}>
                      {t('member_centre.change_password')}
                    </Button>
                  </span>
                </Row>
              </dl>
            </Card>
            <Card>
              {fields.length === 0 ? (
                <p data-slot="profile-panel-no-fields" className="text-sm text-muted-foreground">
                  {t('member_centre.no_fields')}
                </p>
              ) : editing ? (
                <ProfileEditForm
                  profile={profile}
                  fields={fields}
                  onSave={onSave}
                  saving={saving}
                  fieldErrors={fieldErrors}
                  onCancel={() => setEditing(false)}
                  phoneCode={phoneCode}
                  onSendPhoneCode={onSendPhoneCode}
                />
              ) : (
                <dl data-slot="profile-panel-fields" className={profileGridVariants()}>
                  {fields.map((field) => {
                    const value = profile[FIELD_META[field.key].value]
                    return (
                      <Row
                        key={field.key}
                        slot="profile-panel-field"
                        fieldKey={field.key}
                        label={t(FIELD_META[field.key].label)}
                        hint={field.locked ? t('member_centre.locked_hint') : undefined}
                      >
                        {value === '' ? (
                          <span className="text-muted-foreground">{t('member_centre.not_set')}</span>
                        ) : (
                          value
                        )}
                      </Row>
                    )
                  })}
                </dl>
              )}
            </Card>
            <WithdrawPasswordSection
              key={withdrawPassword.set ? 'change' : 'first'}
              state={withdrawPassword}
              onSubmit={onSetWithdrawPassword}
            />
          </>
        ) : null}
      </StatusPanel>
    </section>
  )
}
