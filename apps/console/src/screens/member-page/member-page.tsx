import { Button, StatusMessage, StatusPanel, StatusPanelSkeleton } from '@lobby/ui'
import type { ReactNode } from 'react'
import { ForbiddenState } from '../../components/forbidden-state.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { RouteLink } from '../../components/route-link.tsx'
import { ScreenHeader } from '../../components/screen-header.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import { MemberActionDialog, type MemberAction } from './member-action-dialog.tsx'
import type { MemberDetail } from './member-detail.ts'
import { MemberProfile } from './member-profile.tsx'
import { MemberLedger, MemberLogins, MemberWallets } from './member-records.tsx'
import { MemberAgentLine, MemberLetters } from './member-relations.tsx'
import { MemberResponsibleGambling, type MemberRgControls } from './member-responsible-gambling.tsx'
import { idleSecurity, MemberSecurity, type MemberSecurityControls } from './member-security.tsx'
import { TemporaryPasswordDialog, type TemporaryPassword } from './temporary-password-dialog.tsx'
import { AdjustmentRequestDialog } from '../adjustment-request/index.ts'

const more = copy.memberActions

/** Where the member's page is: loading, shown, no such member (107), failed, or refused for the role (403). */
export type MemberPageStatus = 'loading' | 'ready' | 'not-found' | 'error' | 'forbidden'

export interface MemberPageProps {
  status: MemberPageStatus
  /** The member's site and account, from the page's address (shown before the page has loaded). */
  site: string
  account: string
  /** The member's page (`adminMemberDetail`), once loaded. */
  detail: MemberDetail | null
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  onRetry: () => void
  /** The member search's address (it keeps the last search). */
  backHref: string
  /** A plain click on Back to search. */
  onBack: () => void
  /**
   * The role holds `members.manage`: Force logout, Freeze / Unfreeze wallet, Disable / Enable, Reset password and
   * Clean cache are offered.
   */
  canManage: boolean
  /** The action whose confirmation is open, or null. */
  confirming: MemberAction | null
  /** The confirmed action is being sent. */
  acting: boolean
  /** Why the open confirmation's action failed, or empty. */
  actionError?: string
  /** What the last action came to, or null. */
  notice: ScreenNotice | null
  /** Asks to confirm an action. */
  onAction: (action: MemberAction) => void
  onConfirm: () => void
  onCancel: () => void
  /** A reset's one-time password while it is shown, or null. */
  temporaryPassword?: TemporaryPassword | null
  /** Closes the one-time password (the caller forgets it). */
  onPasswordDone?: () => void
  /** The role holds `adjustments.request`: New adjustment is offered. */
  canAdjust?: boolean
  /** The adjustment request dialog: open while `open`, sending while `submitting`, with the last failure. */
  adjustment?: { open: boolean; submitting: boolean; error: string }
  /** Asks to open the adjustment request dialog. */
  onAdjust?: () => void
  onAdjustmentSubmit?: (request: { amount: number; reason: string }) => void
  onAdjustmentCancel?: () => void
  /**
   * The Security part's state and what it asks (`members.manage` changes it, as `canManage` says): its confirmation
   * and the IP rules editor. Omitted: it only shows.
   */
  security?: MemberSecurityControls
  /**
   * The Responsible gambling part (its own call, `adminMemberRg`): its data, the impose dialogs and what they ask
   * (`members.manage` imposes, as `canManage` says). Omitted: the part is not shown.
   */
  responsibleGambling?: MemberRgControls
  formatTime?: FormatInstant
  /** Where the confirmation portals (a story's frame). */
  portalContainer?: HTMLElement | null
}

/**
 * One member's page: the profile (account, name, currency, status, wallet, phone, e-mail, registered, must change
 * password, live sessions), the wallets with their balances, the Security part (bank accounts and their verification,
 * the security flags, the IP rules), the Responsible gambling part (limits, reality check, exclusions), the latest ledger entries and logins, the agent line and the letters; for a role
 * that manages members, Force logout, Freeze / Unfreeze wallet, Disable / Enable, Reset password (its one-time
 * password shown once), Clean cache and the security changes, each after a confirmation; for finance, New
 * adjustment (the request dialog).
 *
 * Contract
 * - MUST NOT fetch, route or act: retries, Back to search and the actions are the caller's (`on*`), as is which
 *   confirmation is open (`confirming`).
 * - MUST offer the actions only when `canManage` and the page is loaded; while one is out (`acting`) they wait.
 * - Loading, not found (107), error (with Try again) and forbidden (403) replace the page; an action's outcome
 *   (`notice`) is announced above it, a refusal as an alert.
 */
export function MemberPage({
  status,
  site,
  account,
  detail,
  errorMessage = '',
  onRetry,
  backHref,
  onBack,
  canManage,
  confirming,
  acting,
  actionError = '',
  notice,
  onAction,
  onConfirm,
  onCancel,
  temporaryPassword = null,
  onPasswordDone = () => undefined,
  canAdjust = false,
  adjustment = { open: false, submitting: false, error: '' },
  onAdjust = () => undefined,
  onAdjustmentSubmit = () => undefined,
  onAdjustmentCancel = () => undefined,
  security = idleSecurity,
  responsibleGambling,
  formatTime = formatInstant,
  portalContainer,
}: MemberPageProps) {
  const header = (actions?: ReactNode) => (
    <ScreenHeader title={account} description={copy.member.description(site)}>
      {actions}
    </ScreenHeader>
  )
  if (status === 'forbidden') {
    return (
      <section data-slot="member-page" data-state="forbidden" className="flex flex-col gap-5">
        {header()}
        <ForbiddenState what={copy.member.forbiddenWhat} />
      </section>
    )
  }
  const ready = status === 'ready' && detail !== null
  const frozen = detail?.member.wallet_status === 0
  const disabled = detail?.member.status === 'disabled'
  const mainBalance = detail?.wallets.find((wallet) => wallet.wallet === 'main')?.balance ?? 0
  const act = (action: MemberAction) => () => {
    if (!acting) onAction(action)
  }
  return (
    <section
      data-slot="member-page"
      data-state={status}
      aria-busy={status === 'loading' || undefined}
      className="flex flex-col gap-5"
    >
      <RouteLink
        href={backHref}
        onNavigate={onBack}
        className="self-start rounded-sm text-sm font-medium text-primary underline underline-offset-4 outline-none focus-visible:ring-2 focus-visible:ring-ring"
      >
        {copy.member.back}
      </RouteLink>
      {header(
        ready && (canManage || canAdjust) ? (
          <div role="group" aria-label={copy.member.actions} className="flex flex-wrap gap-2">
            {canManage ? (
              <>
                <Button variant="outline" aria-disabled={acting || undefined} onClick={act('logout')}>
                  {copy.member.forceLogout}
                </Button>
                <Button
                  variant="outline"
                  aria-disabled={acting || undefined}
                  onClick={act(frozen ? 'unfreeze' : 'freeze')}
                >
                  {frozen ? copy.member.unfreeze : copy.member.freeze}
                </Button>
                <Button
                  variant="outline"
                  aria-disabled={acting || undefined}
                  onClick={act(disabled ? 'enable' : 'disable')}
                >
                  {disabled ? more.enable : more.disable}
                </Button>
                <Button variant="outline" aria-disabled={acting || undefined} onClick={act('reset-password')}>
                  {more.resetPassword}
                </Button>
                <Button variant="outline" aria-disabled={acting || undefined} onClick={act('clean-cache')}>
                  {more.cleanCache}
                </Button>
              </>
            ) : null}
            {canAdjust ? (
              <Button
                aria-disabled={adjustment.submitting || undefined}
                onClick={() => {
                  if (!adjustment.submitting) onAdjust()
                }}
              >
                {more.newAdjustment}
              </Button>
            ) : null}
          </div>
        ) : null,
      )}
      <NoticeBanner notice={notice} />
      {status === 'not-found' ? (
        <StatusMessage tone="error" title={copy.member.notFoundTitle} body={copy.member.notFoundBody(account, site)} />
      ) : ready ? (
        <>
          <MemberProfile detail={detail} formatTime={formatTime} />
          <MemberWallets wallets={detail.wallets} currency={detail.member.currency} />
          <MemberSecurity
            {...security}
            account={account}
            detail={detail}
            canManage={canManage}
            formatTime={formatTime}
            portalContainer={portalContainer}
          />
          {responsibleGambling ? (
            <MemberResponsibleGambling
              {...responsibleGambling}
              account={account}
              canManage={canManage}
              formatTime={formatTime}
              portalContainer={portalContainer}
            />
          ) : null}
          <MemberLedger ledger={detail.ledger} currency={detail.member.currency} formatTime={formatTime} />
          <MemberLogins logins={detail.logins} formatTime={formatTime} />
          <MemberAgentLine agents={detail.agent_line} />
          <MemberLetters letters={detail.letters} formatTime={formatTime} />
        </>
      ) : (
        <StatusPanel
          status={status === 'error' ? 'error' : 'loading'}
          loadingLabel={copy.member.loading}
          placeholder={<StatusPanelSkeleton rows={6} />}
          errorTitle={copy.member.errorTitle}
          errorBody={errorMessage}
          onRetry={onRetry}
          retryLabel={copy.app.retry}
        />
      )}
      <MemberActionDialog
        key={confirming ?? 'closed'}
        account={account}
        action={confirming}
        acting={acting}
        error={actionError}
        onConfirm={onConfirm}
        onCancel={onCancel}
        portalContainer={portalContainer}
      />
      <TemporaryPasswordDialog
        account={account}
        reset={temporaryPassword}
        onDone={onPasswordDone}
        portalContainer={portalContainer}
      />
      {canAdjust ? (
        <AdjustmentRequestDialog
          key={adjustment.open ? 'open' : 'closed'}
          member={
            adjustment.open && detail ? { account, currency: detail.member.currency, balance: mainBalance } : null
          }
          submitting={adjustment.submitting}
          error={adjustment.error}
          onSubmit={onAdjustmentSubmit}
          onCancel={onAdjustmentCancel}
          portalContainer={portalContainer}
        />
      ) : null}
    </section>
  )
}
