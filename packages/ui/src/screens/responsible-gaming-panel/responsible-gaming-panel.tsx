import type { RealityCheckMinutes } from '@lobby/domain'
import { useId, type ComponentProps } from 'react'
import { cn } from '../../lib/cn.ts'
import { useText } from '../../text/text-provider.tsx'
import { cardVariants } from '../../primitives/card/card.tsx'
import { Skeleton } from '../../primitives/skeleton/skeleton.tsx'
import { StatusPanel } from '../../primitives/status-panel/status-panel.tsx'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../primitives/tabs/tabs.tsx'
import { RgExclusion } from './rg-exclusion.tsx'
import { RgLimits } from './rg-limits.tsx'
import { RgRealityCheck } from './rg-reality-check.tsx'
import { RgStatement } from './rg-statement.tsx'
import type {
  RgExclusionChoice,
  RgExclusionState,
  RgLimitFormState,
  RgLimitRequest,
  RgLimitSlot,
  RgLoadStatus,
  RgSettingsView,
  RgStatementMonthView,
  RgTab,
} from './rg-types.ts'

const TABS: readonly RgTab[] = ['limits', 'reality', 'break', 'statement']

export interface ResponsibleGamingPanelProps extends Omit<ComponentProps<'section'>, 'children'> {
  /** `loading`: skeleton rows; `error`: a message and `onRetry`; `idle`: the tools. */
  status: RgLoadStatus
  /** `error`: called from the retry button. */
  onRetry?: () => void
  /** The member's limits and reality check (`/member/responsible-gambling`); null until loaded. */
  settings: RgSettingsView | null
  /** An ISO instant as the member reads it (the site's time zone and language). */
  formatTime: (iso: string) => string
  /** The tab shown first. Default `limits`. */
  defaultTab?: RgTab
  /** The limit whose form is open, with its sending state and refusal; null, none. */
  limitForm: RgLimitFormState | null
  /** Called with a limit to open its form (Set limit, Change) or null to close it (Cancel). */
  onLimitFormChange: (slot: RgLimitSlot | null) => void
  /** Called from the form with the amount in minor units (minutes for a session limit); null removes the limit. */
  onSetLimit: (request: RgLimitRequest) => void
  /** Called from a pending change's Cancel. */
  onCancelPending: (slot: RgLimitSlot) => void
  /** The limit whose pending change is being cancelled. */
  cancelling?: RgLimitSlot | null
  /** Called from the reality check's Save with the interval (null: off). */
  onRealityCheck: (minutes: RealityCheckMinutes | null) => void
  /** The reality check is being saved / was refused (the member's words or a message key) / was saved. */
  realityCheck?: { saving?: boolean; error?: string; saved?: boolean }
  /** The time-out or self-exclusion being confirmed: its confirm dialog is open. */
  exclusion: RgExclusionState | null
  /** Called with a choice to open its confirm, or null to close it. */
  onExclusionChange: (choice: RgExclusionChoice | null) => void
  /** Called from the confirm: the caller sends it; every session ends, and the caller logs the member out. */
  onExclude: (choice: RgExclusionChoice) => void
  /** The monthly statement (`/member/responsible-gambling/statement`), oldest month first. */
  statement: { status: RgLoadStatus; months: readonly RgStatementMonthView[] }
  /** Called from the statement's retry button. */
  onRetryStatement?: () => void
  /** Element the confirm dialog portals into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** A member-centre panel's surface: flat, panel padding, medium gaps (mobile first). */
export const responsibleGamingPanelVariants = () => cardVariants({ variant: 'flat', padding: 'panel', gap: 'md' })

/**
 * Responsible gaming (member centre): the member's limits by kind with what is used and left of each period and a
 * pending raise or removal with its Cancel; the reality check's interval; a time-out or self-exclusion behind a
 * confirm that says it cannot be undone and ends every session; and the monthly statement with its chart. Amounts
 * are checked here (the deposit form's rules) and sent in minor units; the server enforces every limit. Props in,
 * callbacks out: the caller loads, sends and logs out.
 */
export function ResponsibleGamingPanel({
  status,
  onRetry,
  settings,
  formatTime,
  defaultTab = 'limits',
  limitForm,
  onLimitFormChange,
  onSetLimit,
  onCancelPending,
  cancelling,
  onRealityCheck,
  realityCheck,
  exclusion,
  onExclusionChange,
  onExclude,
  statement,
  onRetryStatement,
  portalContainer,
  className,
  ...props
}: ResponsibleGamingPanelProps) {
  const { t } = useText()
  const titleId = useId()
  const state = status === 'idle' && settings ? 'ready' : status === 'idle' ? 'loading' : status
  return (
    <section
      data-slot="responsible-gaming-panel"
      data-state={state}
      aria-labelledby={titleId}
      className={cn(responsibleGamingPanelVariants(), className)}
      {...props}
    >
      <div className="flex flex-col gap-1">
        <h2 id={titleId} className="text-base font-semibold desktop:text-lg">
          {t('rg.title')}
        </h2>
        <p className="text-sm text-muted-foreground">{t('rg.intro')}</p>
      </div>
      <StatusPanel
        status={state}
        loadingLabel={t('common.loading')}
        placeholder={
          <div className="flex flex-col gap-3">
            <Skeleton className="h-9 w-full rounded-xl" />
            {Array.from({ length: 3 }, (_, index) => (
              <div key={index} className="flex flex-col gap-2 rounded-xl border p-3">
                <Skeleton className="h-4 w-1/3" />
                <Skeleton className="h-3.5 w-full" />
                <Skeleton className="h-3.5 w-2/3" />
              </div>
            ))}
          </div>
        }
        errorTitle={t('rg.error_title')}
        errorBody={t('rg.error_body')}
        onRetry={onRetry}
      >
        {settings ? (
          <Tabs defaultValue={defaultTab} className="flex flex-col gap-4">
            <TabsList variant="pill" aria-label={t('rg.tabs_label')}>
              {TABS.map((tab) => (
                <TabsTrigger key={tab} value={tab}>
                  {t(`rg.tab_${tab}`)}
                </TabsTrigger>
              ))}
            </TabsList>
            <TabsContent value="limits">
              <RgLimits
                limits={settings.limits}
                currency={settings.currency}
                formatTime={formatTime}
                limitForm={limitForm}
                onLimitFormChange={onLimitFormChange}
                onSetLimit={onSetLimit}
                onCancelPending={onCancelPending}
                cancelling={cancelling}
              />
            </TabsContent>
            <TabsContent value="reality">
              <RgRealityCheck
                minutes={settings.reality_check_minutes}
                onSave={onRealityCheck}
                saving={realityCheck?.saving}
                error={realityCheck?.error}
                saved={realityCheck?.saved}
              />
            </TabsContent>
            <TabsContent value="break">
              <RgExclusion
                exclusion={exclusion}
                onExclusionChange={onExclusionChange}
                onExclude={onExclude}
                portalContainer={portalContainer}
              />
            </TabsContent>
            <TabsContent value="statement">
              <RgStatement
                status={statement.status}
                onRetry={onRetryStatement}
                months={statement.months}
                currency={settings.currency}
              />
            </TabsContent>
          </Tabs>
        ) : null}
      </StatusPanel>
    </section>
  )
}
