import { Button, Modal, useText, type Layout } from '@lobby/ui'
import { menuPlace } from '@lobby/domain'
import { useEffect, useRef } from 'react'
import { useLocation, useNavigate, useParams } from 'react-router'
import { useSnapshot } from 'valtio'
import { openMemberPage } from '../app/login-gate.ts'
import { session } from '../app/session.ts'
import { accountStore } from '../features/account/store.ts'
import {
  MemberCentrePage,
  MemberCentreView,
  useMemberCentreEvents,
  useMemberMenu,
} from '../features/member-centre/member-centre-view.tsx'
import { memberCentreStore } from '../features/member-centre/store.ts'
import { useLayout } from '../layouts/use-layout.ts'

const accountActions = () => import('../features/account/actions.ts')

/** The member pages of spec section 2, by path: `/Deposit`, `/fastPayment`, and the member centre. */
export function MemberRoute() {
  const { pathname } = useLocation()
  if (/^\/deposit$/i.test(pathname)) return <DepositRoute />
  if (/^\/fastpayment$/i.test(pathname)) return <FastPaymentRoute />
  return <UserRoute />
}

function useDevice(): Layout {
  return useLayout() === 'layout-desktop' ? 'desktop' : 'mobile'
}

/**
 * `/user` and every `/user/...` page (spec section 2): the member centre,
 * behind the `auth` middleware. On desktop it is its own 1500x800 window;
 * on mobile a page of this tab. `/user/Deposit` and `/user/Fund/Deposit`
 * are the same page (`menuPlace`); a page the site variant hides is not there.
 *
 * `/user/Info` also holds the login-password change: forced while the
 * layout says `first_login_to_change_password` (a mobile first login lands
 * here; once changed, the lobby), otherwise from the Info page's button.
 */
export function UserRoute() {
  const navigate = useNavigate()
  const layout = useDevice()
  const menu = useMemberMenu()
  const segments = (useParams()['*'] ?? '').split('/').filter(Boolean)
  const place = menuPlace(menu, segments)
  const account = useSnapshot(accountStore)
  const forced = account.layout?.first_login_to_change_password === 1
  const forcedOpened = useRef(false)

  useEffect(() => {
    if (!forced || place?.page !== 'Info') return
    forcedOpened.current = true
    void accountActions().then((a) => a.openPasswordChange(true))
  }, [forced, place?.page])
  // A forced change done: the lobby (spec section 2).
  useEffect(() => {
    if (forcedOpened.current && !account.password.open && !forced) {
      forcedOpened.current = false
      void navigate('/')
    }
  }, [account.password.open, forced, navigate])

  if (!place) {
    return (
      <section data-slot="member-centre-missing" className="py-6">
        <MemberCentrePage
          page=""
          currency={session.getCurrency()}
          layout={layout}
          onNavigate={(p) => void navigate(p)}
          onChangePassword={() => undefined}
        />
      </section>
    )
  }
  return (
    <MemberCentreView
      place={place}
      layout={layout}
      onNavigate={(path) => void navigate(path)}
      onChangePassword={() => void accountActions().then((a) => a.openPasswordChange(false))}
    />
  )
}

/**
 * `/Deposit` (spec section 2): the deposit page in this tab. When the member
 * layout says a verified bank account is needed first, a confirm sends the
 * member to `/user/BindAccount` (its own window on desktop).
 */
export function DepositRoute() {
  const { t } = useText()
  const navigate = useNavigate()
  const layout = useDevice()
  const account = useSnapshot(accountStore)
  const { deposit } = useSnapshot(memberCentreStore)
  const needed = account.layout?.need_bank_account_deposit_verified === 1
  useMemberCentreEvents()
  useEffect(() => {
    if (needed) memberCentreStore.deposit.confirmOpen = true
  }, [needed])
  const go = (path: string) => openMemberPage(path, (url) => void navigate(url))
  return (
    <section data-slot="deposit-page" className="py-6">
      <h1 className="mb-4 text-lg font-semibold">{t('member_centre.menu_Deposit')}</h1>
      <MemberCentrePage
        page="Deposit"
        currency={account.layout?.member_currency ?? session.getCurrency()}
        layout={layout}
        onNavigate={go}
        onChangePassword={() => undefined}
      />
      <Modal
        open={deposit.confirmOpen}
        onOpenChange={(open) => {
          memberCentreStore.deposit.confirmOpen = open
        }}
        title={t('member_site.deposit_confirm_title')}
        description={t('member_site.deposit_confirm_text')}
        footer={
          <>
            <Button
              variant="outline"
              onClick={() => {
                memberCentreStore.deposit.confirmOpen = false
                void navigate('/')
              }}
            >
              {t('member_site.deposit_confirm_cancel')}
            </Button>
            <Button
              onClick={() => {
                memberCentreStore.deposit.confirmOpen = false
                go('/user/BindAccount')
              }}
            >
              {t('member_site.deposit_confirm_ok')}
            </Button>
          </>
        }
      />
    </section>
  )
}

/** `/fastPayment` (spec section 2): a quick deposit on its own, without the footer (its own window on desktop). */
export function FastPaymentRoute() {
  const { t } = useText()
  const navigate = useNavigate()
  const layout = useDevice()
  const account = useSnapshot(accountStore)
  useMemberCentreEvents()
  return (
    <section data-slot="fast-payment" className="mx-auto max-w-3xl py-6">
      <h1 className="mb-4 text-lg font-semibold">{t('member_site.fast_payment_title')}</h1>
      <MemberCentrePage
        page="Deposit"
        currency={account.layout?.member_currency ?? session.getCurrency()}
        layout={layout}
        onNavigate={(path) => void navigate(path)}
        onChangePassword={() => undefined}
      />
    </section>
  )
}
