/**
 * A brand site that installed the packed @lobby/ui and @lobby/domain from their tarballs: no Tailwind, no
 * workspace links. It imports the compiled stylesheet and the English catalogue, and renders four screens with
 * their REQUIRED props only (the check must keep working while optional props come and go).
 * tooling/consumer-check/run.mjs bundles it with esbuild, serves it and asserts in Chromium that it is styled.
 */
import '@lobby/ui/styles.css'
import type { RegisterSettingItem } from '@lobby/domain'
import { createTranslator, LobbyScreen, LoginModal, RegisterForm, TextProvider, WalletList } from '@lobby/ui'
import enUS from '@lobby/ui/locales/en_US.json'
import { StrictMode, useState } from 'react'
import { createRoot } from 'react-dom/client'

const t = createTranslator(enUS)
const ignore = () => {}

/** A provider's icon as an inline SVG (no network). */
const icon = (letters: string) =>
  `data:image/svg+xml;utf8,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 36 36" width="36" height="36"><rect width="36" height="36" rx="8" fill="#dde"/><text x="18" y="23" text-anchor="middle" font-size="13">${letters}</text></svg>`,
  )}`

const setting = (name: string, flags: Partial<RegisterSettingItem> = {}): RegisterSettingItem => ({
  name,
  currency: 'USD',
  is_display: 1,
  is_required: 0,
  is_unique: 0,
  is_member_center: 1,
  is_verification: 0,
  ...flags,
})

function App() {
  const [loginOpen, setLoginOpen] = useState(true)
  return (
    <main>
      <section data-check="lobby">
        <LobbyScreen tab="all_game" onTabChange={ignore} memberState="visitor" />
      </section>
      <section data-check="register">
        <RegisterForm
          settings={[setting('member_currency'), setting('member_name', { is_required: 1 }), setting('member_email')]}
          currencies={[{ value: 'USD', label: 'USD ($)' }]}
          currency="USD"
          onCurrencyChange={ignore}
          onSubmit={ignore}
          captcha={null}
          onRefreshCaptcha={ignore}
          onSendSms={ignore}
          agreement={[{ title: 'Terms', sanitizedHtml: '<p>Play fair.</p>' }]}
        />
      </section>
      <section data-check="wallet">
        <WalletList
          currency="USD"
          cash={100_000}
          total={112_000}
          entries={[
            {
              gp_id: 'pg',
              gp_name: 'PG Soft',
              is_light: icon('PG'),
              icon_dark: icon('PG'),
              balance: 12_000,
              maintenance: 0,
            },
          ]}
          theme="light"
          refreshing={false}
          status="idle"
          pullState={{ running: false, cooldownSeconds: 0 }}
          onPullAll={ignore}
        />
      </section>
      <LoginModal
        open={loginOpen}
        onOpenChange={setLoginOpen}
        onSubmit={ignore}
        captcha={null}
        onRefreshCaptcha={ignore}
      />
    </main>
  )
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <TextProvider t={t} locale="en_US">
      <App />
    </TextProvider>
  </StrictMode>,
)
