import type { RegisterForm } from '@lobby/domain'
import { RegisterModal, RegisterPage, useText, type RegisterFormProps } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { siteConfig } from '../../app/site-config.ts'
import {
  changeCurrency,
  closeRegister,
  refreshRegisterCaptcha,
  retrySettings,
  sendSms,
  submitRegister,
  verifyField,
} from './actions.ts'
import { registrationStore } from './store.ts'

type Device = 'desktop' | 'mobile'

const accountActions = () => import('../account/actions.ts')

/** The form's props from the registration store: one source for the desktop modal and the mobile page. */
function useRegisterFormProps(device: Device): RegisterFormProps {
  const { t } = useText()
  const snap = useSnapshot(registrationStore)
  return {
    settings: snap.settings.list,
    settingsState: snap.settings.status === 'ready' ? 'ready' : snap.settings.status === 'error' ? 'error' : 'loading',
    onRetrySettings: () => void retrySettings(t),
    currencies: siteConfig.currencies.map((code) => ({ value: code, label: code })),
    currency: snap.currency,
    onCurrencyChange: changeCurrency,
    currencyLocked: snap.currencyLocked,
    introducer: snap.introducer,
    onVerifyField: (field, value) => void verifyField(field, value, t),
    onSubmit: (values: RegisterForm) => void submitRegister(values, t, device),
    submitting: snap.submitting,
    fieldErrors: snap.fieldErrors,
    formError: snap.formError || undefined,
    resetKey: snap.resetKey,
    captcha: snap.captcha.image ? { image: snap.captcha.image, placeholder: snap.captcha.placeholder } : null,
    captchaLoading: snap.captcha.loading,
    captchaWaitSeconds: snap.captcha.waitSeconds,
    onRefreshCaptcha: () => void refreshRegisterCaptcha(),
    onSendSms: (phone) => void sendSms(phone, t),
    smsSending: snap.sms.sending,
    smsCountdown: snap.sms.countdown,
    smsMessage: snap.sms.message || undefined,
    agreement: snap.agreement.list,
    agreementLoading: snap.agreement.status === 'loading',
  }
}

/** Registration on desktop: the register modal (spec section 2). */
export function RegisterDialog() {
  const snap = useSnapshot(registrationStore)
  const form = useRegisterFormProps('desktop')
  return (
    <RegisterModal
      {...form}
      open={snap.open}
      onOpenChange={(open) => {
        if (!open) closeRegister()
      }}
      onLogin={() => {
        closeRegister()
        void accountActions().then((a) => a.openLogin())
      }}
    />
  )
}

/** Registration on mobile: the register page with the operator's background (spec section 2). */
export function RegisterPageView({ onLogin }: { onLogin: () => void }) {
  const snap = useSnapshot(registrationStore)
  const form = useRegisterFormProps('mobile')
  return (
    <RegisterPage {...form} background={snap.background} defaultBackground={DEFAULT_BACKGROUND} onLogin={onLogin} />
  )
}

/** The brand's own picture when the operator's background is missing or fails (spec section 8). */
const DEFAULT_BACKGROUND = '/register-background.svg'
