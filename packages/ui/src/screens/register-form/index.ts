export {
  RegisterForm,
  registerFormGridVariants,
  type RegisterCurrencyOption,
  type RegisterFormProps,
  type RegisterSettingsState,
} from './register-form.tsx'
export { RegisterModal, type RegisterModalProps } from './register-modal.tsx'
export { RegisterPage, type RegisterPageProps } from './register-page.tsx'
export type { IntroducerField, RegisterIntroducer, RegisterVerifyField } from './use-register-form.ts'
