import type { AdminRgExclusion, AdminRgExclusionRequest, RgExclusion, RgLimit } from '@lobby/api'
import {
  Button,
  Card,
  CardContent,
  CardHeader,
  CardTitle,
  StatusPanel,
  StatusPanelSkeleton,
  ToneBadge,
} from '@lobby/ui'
import { useId } from 'react'
import { copy } from '../../copy.ts'
import type { FormatInstant } from '../../lib/format.ts'
import { RecordsSection, type Column } from './member-records.tsx'
import { limitAmountText } from '../../lib/responsible-gambling.ts'
import {
  ImposeExclusionDialog,
  ImposeLimitDialog,
  type ImposedLimit,
  type RgImposeState,
} from './rg-impose-dialogs.tsx'

const words = copy.responsibleGambling

/** Where the part's data is: loading, shown, or failed (with Try again). */
export type MemberRgStatus = 'loading' | 'ready' | 'error'

/** The member's responsible gambling (`adminMemberRg`'s answer), read only: a store's snapshot is. */
export interface MemberRgView {
  readonly currency: string
  readonly limits: readonly RgLimit[]
  readonly reality_check_minutes: number | null
  readonly exclusions: readonly AdminRgExclusion[]
  readonly excluded: RgExclusion | null
}

/** What the caller holds for the part: its data, the impose dialogs, and what they ask. */
export interface MemberRgControls {
  status: MemberRgStatus
  view: MemberRgView | null
  /** Why loading failed (status `error`), in a sentence. */
  errorMessage: string
  onRetry: () => void
  impose: RgImposeState
  /** Asks to open Impose limit or Impose exclusion. */
  onOpen: (dialog: 'limit' | 'exclusion') => void
  onImposeLimit: (limit: ImposedLimit) => void
  onImposeExclusion: (exclusion: AdminRgExclusionRequest) => void
  onCancel: () => void
}

export interface MemberResponsibleGamblingProps extends MemberRgControls {
  /** The member's account, named in the dialogs. */
  account: string
  /** The role holds `members.manage`: Impose limit and Impose exclusion are offered. */
  canManage: boolean
  formatTime: FormatInstant
  portalContainer?: HTMLElement | null | undefined
}

const isSet = (limit: RgLimit) => limit.amount !== null || limit.pending !== null

/**
 * The Responsible gambling part of a member's page: what refuses the member's login now (a running time-out or
 * self-exclusion and its end), the limits set (in force, a raise or removal waiting and from when, used and left in
 * this period, when it renews), the reality check, and every time-out and self-exclusion with who set it and whether
 * it runs. For `members.manage`, Impose limit and Impose exclusion open their dialogs.
 *
 * Contract
 * - MUST NOT fetch or impose: loading, Try again and the dialogs are the caller's (`on*`, `impose.open`).
 * - MUST offer no imposition without `canManage`, nor before the data is shown; while one is out the buttons wait.
 * - Nothing here lifts, raises, removes or shortens: there is no control for it.
 */
export function MemberResponsibleGambling({
  account,
  canManage,
  formatTime,
  portalContainer,
  status,
  view,
  errorMessage,
  onRetry,
  impose,
  onOpen,
  onImposeLimit,
  onImposeExclusion,
  onCancel,
}: MemberResponsibleGamblingProps) {
  const titleId = useId()
  const ready = status === 'ready' && view !== null
  const open = (dialog: 'limit' | 'exclusion') => () => {
    if (!impose.saving) onOpen(dialog)
  }
  const time = (iso: string) => (
    <time dateTime={iso} className="whitespace-nowrap">
      {formatTime(iso)}
    </time>
  )
  const currency = view?.currency ?? 'USD'
  const amountOf = (limit: RgLimit, amount: number) => limitAmountText(limit.kind, amount, currency)
  const columns = words.limitColumns
  const limitColumns: Column<RgLimit>[] = [
    { header: columns.limit, cell: (limit) => words.limitName(limit.kind, limit.period) },
    {
      header: columns.amount,
      end: true,
      cell: (limit) => (limit.amount === null ? words.none : amountOf(limit, limit.amount)),
    },
    {
      header: columns.pending,
      cell: (limit) =>
        limit.pending === null ? (
          words.none
        ) : (
          <span data-slot="rg-pending">
            {words.pendingAt(
              limit.pending.amount === null ? words.removal : amountOf(limit, limit.pending.amount),
              formatTime(limit.pending.effective_at),
            )}
          </span>
        ),
    },
    { header: columns.used, end: true, cell: (limit) => amountOf(limit, limit.used) },
    {
      header: columns.left,
      end: true,
      cell: (limit) => (limit.left === null ? words.none : amountOf(limit, limit.left)),
    },
    { header: columns.renews, cell: (limit) => time(limit.renews_at) },
  ]
  const exclusionColumns = words.exclusionColumns
  const exclusionsColumns: Column<AdminRgExclusion>[] = [
    { header: exclusionColumns.kind, cell: (exclusion) => words.exclusionKinds[exclusion.kind] },
    { header: exclusionColumns.length, cell: (exclusion) => words.length(exclusion.days) },
    { header: exclusionColumns.from, cell: (exclusion) => time(exclusion.starts_at) },
    {
      header: exclusionColumns.until,
      cell: (exclusion) => (exclusion.ends_at === null ? words.forever : time(exclusion.ends_at)),
    },
    {
      header: exclusionColumns.setBy,
      cell: (exclusion) =>
        exclusion.set_by === 'member' ? words.byMember : words.byOperator(exclusion.set_by.replace(/^operator:/, '')),
    },
    {
      header: exclusionColumns.state,
      cell: (exclusion) => (
        <ToneBadge
          data-running={exclusion.running}
          tone={exclusion.running ? 'failure' : 'neutral'}
          label={exclusion.running ? words.running : words.ended}
        />
      ),
    },
  ]
  return (
    <Card asChild>
      <section data-slot="member-responsible-gambling" data-state={status} aria-labelledby={titleId}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={titleId}>{words.title}</h2>
          </CardTitle>
          <p className="text-sm text-muted-foreground">{canManage ? words.description : words.readOnly}</p>
        </CardHeader>
        <CardContent className="flex flex-col gap-6">
          {ready ? (
            <>
              {view.excluded ? (
                <p
                  data-slot="rg-excluded"
                  className="rounded-lg border border-destructive/40 bg-destructive/10 px-3 py-2 text-sm font-medium text-foreground"
                >
                  {view.excluded.ends_at === null
                    ? words.excludedForever
                    : words.excludedUntil(view.excluded.kind, formatTime(view.excluded.ends_at))}
                </p>
              ) : null}
              {canManage ? (
                <div role="group" aria-label={words.impose} className="flex flex-wrap gap-2">
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled={impose.saving || undefined}
                    onClick={open('limit')}
                  >
                    {words.imposeLimit}
                  </Button>
                  <Button
                    variant="outline"
                    size="sm"
                    aria-disabled={impose.saving || undefined}
                    onClick={open('exclusion')}
                  >
                    {words.imposeExclusion}
                  </Button>
                </div>
              ) : null}
              <RecordsSection
                level={3}
                title={words.limitsCaption}
                rows={view.limits.filter(isSet)}
                rowKey={(limit) => `${limit.kind}:${limit.period}`}
                empty={words.noLimits}
                columns={limitColumns}
              />
              <dl className="grid grid-cols-[auto_1fr] gap-x-4 text-sm">
                <dt className="text-muted-foreground">{words.realityCheck}</dt>
                <dd className="font-medium">
                  {view.reality_check_minutes === null
                    ? words.realityCheckOff
                    : words.realityCheckEvery(view.reality_check_minutes)}
                </dd>
              </dl>
              <RecordsSection
                level={3}
                title={words.exclusionsCaption}
                rows={view.exclusions}
                rowKey={(exclusion) => exclusion.id}
                empty={words.noExclusions}
                columns={exclusionsColumns}
              />
            </>
          ) : (
            <StatusPanel
              status={status === 'error' ? 'error' : 'loading'}
              loadingLabel={words.loading}
              placeholder={<StatusPanelSkeleton rows={3} />}
              errorTitle={words.loadFailed}
              errorBody={errorMessage}
              onRetry={onRetry}
              retryLabel={copy.app.retry}
            />
          )}
        </CardContent>
        {canManage && view ? (
          <>
            <ImposeLimitDialog
              key={impose.open === 'limit' ? 'limit-open' : 'limit-closed'}
              account={account}
              currency={view.currency}
              limits={view.limits}
              state={impose}
              onImpose={onImposeLimit}
              onCancel={onCancel}
              portalContainer={portalContainer}
            />
            <ImposeExclusionDialog
              key={impose.open === 'exclusion' ? 'exclusion-open' : 'exclusion-closed'}
              account={account}
              excluded={view.excluded}
              state={impose}
              onImpose={onImposeExclusion}
              onCancel={onCancel}
              formatTime={formatTime}
              portalContainer={portalContainer}
            />
          </>
        ) : null}
      </section>
    </Card>
  )
}

/** Nothing loaded, nothing open, nothing asked: the part of a page whose caller gives it nothing yet. */
export const idleResponsibleGambling: MemberRgControls = {
  status: 'loading',
  view: null,
  errorMessage: '',
  onRetry: () => undefined,
  impose: { open: null, saving: false, error: '', fieldErrors: {} },
  onOpen: () => undefined,
  onImposeLimit: () => undefined,
  onImposeExclusion: () => undefined,
  onCancel: () => undefined,
}
