import type { AdminOperatorRow } from '@lobby/api'
import type { OperatorRole } from '@lobby/domain'
import { Button } from '@lobby/ui'
import { ListScreen } from '../../components/list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from '../../components/notice-banner.tsx'
import { copy } from '../../copy.ts'
import { formatInstant, type FormatInstant } from '../../lib/format.ts'
import type { ListStatus } from '../../lib/list.ts'
import { OperatorConfirmDialog } from './operator-confirm-dialog.tsx'
import { OperatorCreateDialog } from './operator-create-dialog.tsx'
import { OperatorSecretDialog } from './operator-secret-dialog.tsx'
import { OperatorTable } from './operator-table.tsx'
import type {
  OneTimeSecret,
  OperatorAction,
  OperatorDraft,
  OperatorFieldErrors,
  PendingOperatorAction,
} from './types.ts'

export interface OperatorListProps {
  status: ListStatus
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage?: string
  rows: readonly AdminOperatorRow[]
  /** The signed-in operator's account (its own row offers no action). */
  self: string
  onRetry: () => void
  /** The role holds `operators.manage`: New operator and the row actions are offered. */
  canManage: boolean
  /** What the last change came to, or null. */
  notice: ScreenNotice | null
  /** The create dialog is open. */
  creating: boolean
  createBusy: boolean
  createError?: string
  createFieldErrors?: OperatorFieldErrors
  onCreateOpen: () => void
  onCreate: (draft: OperatorDraft) => void
  onCreateCancel: () => void
  /** The one-time password / second factor to show, or null. */
  secret: OneTimeSecret | null
  onSecretDone: () => void
  /** The confirmation open, or null. */
  pending: PendingOperatorAction | null
  pendingBusy: boolean
  pendingError?: string
  onAction: (action: OperatorAction, row: AdminOperatorRow) => void
  onConfirm: (role?: OperatorRole) => void
  onConfirmCancel: () => void
  formatTime?: FormatInstant
  /** Where the dialogs portal (a story's frame). */
  portalContainer?: HTMLElement | null
}

const NO_FIELD_ERRORS: OperatorFieldErrors = {}

/**
 * The operators: account, role, state, second factor and last sign-in; for an owner, New operator (its password
 * and second factor then shown once) and, on every row but their own, Change role, Disable / Enable, Unlock (when
 * locked), New second factor and New password, each after a confirmation.
 *
 * Contract
 * - MUST NOT fetch or save: loads, creates and changes are the caller's (`on*`), as is which dialog is open.
 * - MUST offer the actions only when `canManage` (the auditor reads); the operator's own row offers none.
 * - Loading, empty, error (with Try again) and forbidden (403) replace the table; a change's outcome (`notice`)
 *   is announced above it; a refusal of a confirmed change (152, 153) shows in its confirmation.
 */
export function OperatorList({
  status,
  errorMessage = '',
  rows,
  self,
  onRetry,
  canManage,
  notice,
  creating,
  createBusy,
  createError = '',
  createFieldErrors = NO_FIELD_ERRORS,
  onCreateOpen,
  onCreate,
  onCreateCancel,
  secret,
  onSecretDone,
  pending,
  pendingBusy,
  pendingError = '',
  onAction,
  onConfirm,
  onConfirmCancel,
  formatTime = formatInstant,
  portalContainer,
}: OperatorListProps) {
  const busy = createBusy || pendingBusy
  return (
    <ListScreen
      slot="operator-list"
      title={copy.operators.title}
      description={copy.operators.description}
      status={status}
      rowCount={rows.length}
      count={copy.operators.count(rows.length)}
      actions={
        canManage ? (
          <Button
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) onCreateOpen()
            }}
          >
            {copy.operators.create}
          </Button>
        ) : null
      }
      controls={<NoticeBanner notice={notice} />}
      forbiddenWhat={copy.operators.forbiddenWhat}
      loadingLabel={copy.operators.loading}
      errorTitle={copy.operators.errorTitle}
      errorBody={errorMessage}
      onRetry={onRetry}
      emptyTitle={copy.operators.emptyTitle}
      emptyBody={copy.operators.emptyBody}
      pages={{
        label: copy.operators.caption,
        page: 1,
        total: rows.length,
        pageSize: Math.max(rows.length, 1),
        onPage: () => {},
      }}
      dialogs={
        <>
          <OperatorCreateDialog
            key={creating ? 'create:open' : 'create:closed'}
            open={creating}
            creating={createBusy}
            error={createError}
            fieldErrors={createFieldErrors}
            onCreate={onCreate}
            onCancel={onCreateCancel}
            portalContainer={portalContainer}
          />
          <OperatorConfirmDialog
            key={pending ? `${pending.action}:${pending.account}` : 'closed'}
            pending={pending}
            busy={pendingBusy}
            error={pendingError}
            onConfirm={onConfirm}
            onCancel={onConfirmCancel}
            portalContainer={portalContainer}
          />
          <OperatorSecretDialog secret={secret} onDone={onSecretDone} portalContainer={portalContainer} />
        </>
      }
    >
      <OperatorTable
        rows={rows}
        self={self}
        canManage={canManage}
        busy={busy}
        onAction={onAction}
        formatTime={formatTime}
      />
    </ListScreen>
  )
}
