import { Button } from '@lobby/ui'
import type { ReactNode } from 'react'
import { ListScreen, listStateTexts, onePage, type ListStateWords } from '../../components/list-screen.tsx'
import type { PageKind, PageScreenProps } from './page-text.ts'
import { PagesControls } from './pages-controls.tsx'

/** The words of a page's screen (copy.content.pages `promotions` or `faq`). */
export interface PageScreenWords extends ListStateWords {
  pages: string
}

/** A button of the screen's header (New …), offered only to a role that manages content. */
export interface CreateButton {
  label: string
  onClick: () => void
  /** Off (not merely waiting), e.g. no group to put an article in yet. */
  disabled?: boolean
  variant?: 'outline'
}

export interface PageFrameProps extends PageScreenProps {
  slot: string
  page: PageKind
  words: PageScreenWords
  /** Rows the screen lists: none while ready is the empty state. */
  rowCount: number
  count: string
  creates: readonly CreateButton[]
  dialogs: ReactNode
  children: ReactNode
}

/**
 * The frame both pages of the Pages section share: the header with the count and the New buttons (for a role that
 * manages content), the choice of page and language with the last outcome, then loading / error / empty / forbidden
 * or the screen's tables (ListScreen), then its dialogs.
 */
export function PageFrame({
  slot,
  page,
  words,
  language,
  onShow,
  status,
  errorMessage = '',
  onRetry,
  canManage,
  notice,
  rowCount,
  count,
  creates,
  dialogs,
  children,
  saving,
  removingBusy,
}: PageFrameProps) {
  const busy = saving || removingBusy
  return (
    <ListScreen
      slot={slot}
      {...listStateTexts(words, canManage)}
      status={status}
      rowCount={rowCount}
      count={count}
      actions={
        canManage ? (
          <div className="flex flex-wrap gap-2">
            {creates.map((create) => (
              <Button
                key={create.label}
                variant={create.variant}
                disabled={create.disabled && status === 'ready'}
                aria-disabled={busy || undefined}
                onClick={() => {
                  if (!busy) create.onClick()
                }}
              >
                {create.label}
              </Button>
            ))}
          </div>
        ) : null
      }
      controls={<PagesControls page={page} language={language} onShow={onShow} busy={busy} notice={notice} />}
      errorBody={errorMessage}
      onRetry={onRetry}
      pages={onePage(words.pages, rowCount)}
      dialogs={dialogs}
    >
      {children}
    </ListScreen>
  )
}

/** What a page's editor dialog takes from the screen's props. */
export const editorPropsOf = (screen: PageScreenProps) => ({
  saving: screen.saving,
  error: screen.saveError ?? '',
  onCancel: screen.onEditCancel,
  portalContainer: screen.portalContainer,
})

/** What a page's Remove confirmation takes from the screen's props. */
export const removalPropsOf = (screen: PageScreenProps) => ({
  busy: screen.removingBusy,
  error: screen.removeError ?? '',
  onConfirm: screen.onRemoveConfirm,
  onCancel: screen.onRemoveCancel,
  portalContainer: screen.portalContainer,
})
