import { Button, cn } from '@lobby/ui'
import type { ReactNode } from 'react'
import { copy } from '../copy.ts'
import type { ListStatus } from '../lib/list.ts'
import { RemoveDialog } from '../screens/banner-list/remove-dialog.tsx'
import { ItemRowActions } from './item-row-actions.tsx'
import { ListScreen, listStateTexts, onePage, type ListStateWords } from './list-screen.tsx'
import { NoticeBanner, type ScreenNotice } from './notice-banner.tsx'
import { bodyCell, headCell, TableFrame } from './table-frame.tsx'

/** The words of one whole-saved list (copy.content `itemListWords` plus its title and description). */
export interface ItemListScreenWords extends ListStateWords {
  caption: string
  pages: string
  count: (total: number) => string
  create: string
  full: (max: number) => string
  removeTitle: string
  removeDescription: (title: string) => string
  removeConfirm: string
}

/** A column after the place: the first is the row's header (the item's name). */
export interface ItemColumn<Item> {
  header: string
  cell: (item: Item) => ReactNode
  className?: string
}

/** What every whole-saved list screen takes from its caller: the list, what is sent, the dialogs and the asks. */
export interface ItemListProps<Item> {
  status: ListStatus
  errorMessage?: string
  items: readonly Item[]
  onRetry: () => void
  /** The role holds `content.manage`: New, Move, Edit and Remove are offered. */
  canManage: boolean
  notice: ScreenNotice | null
  /** What is being sent, or null. */
  pending: 'save' | 'remove' | 'move' | null
  onCreate: () => void
  onEdit: (index: number) => void
  onRemove: (index: number) => void
  onMove: (index: number, delta: -1 | 1) => void
  /** The place of the item whose removal is being confirmed, or null. */
  removing: number | null
  removeError?: string
  onRemoveConfirm: () => void
  onRemoveCancel: () => void
  /** Where the dialogs portal (a story's frame). */
  portalContainer?: HTMLElement | null
}

export interface ItemListScreenProps<Item> extends ItemListProps<Item> {
  slot: string
  words: ItemListScreenWords
  /** The most items the list takes: New is off once it holds that many. */
  max: number
  /** Between the header and the list (which list is shown). */
  controls?: ReactNode
  /** A line under the header saying how changes reach the site. */
  note?: string
  columns: readonly ItemColumn<Item>[]
  /** An item's name in the buttons' names and the Remove confirmation. */
  titleOf: (item: Item) => string
  /** The screen's own editor dialog. */
  editor: ReactNode
}

/**
 * A list the server keeps whole, in its order (float buttons, footers, model lists): each item's place and columns;
 * for a role that manages content, New (not past `max`), Move up / Move down, Edit and Remove (a confirmation).
 *
 * Contract
 * - MUST NOT fetch or save: the caller owns every call and which dialog is open.
 * - MUST offer the write buttons only when `canManage`; while anything is sent they wait, and a move says it is saving.
 * - Loading, empty, error (with Try again) and forbidden replace the table (ListScreen).
 */
export function ItemListScreen<Item>({
  slot,
  words,
  status,
  errorMessage = '',
  items,
  onRetry,
  canManage,
  max,
  notice,
  controls,
  note,
  columns,
  titleOf,
  pending,
  onCreate,
  onEdit,
  onRemove,
  onMove,
  removing,
  removeError = '',
  onRemoveConfirm,
  onRemoveCancel,
  editor,
  portalContainer,
}: ItemListScreenProps<Item>) {
  const busy = pending !== null
  const full = items.length >= max
  const removingItem = removing === null ? undefined : items[removing]
  const [first, ...rest] = columns
  return (
    <ListScreen
      slot={slot}
      {...listStateTexts(words, canManage)}
      status={status}
      rowCount={items.length}
      count={words.count(items.length)}
      actions={
        canManage ? (
          <Button
            disabled={full && status === 'ready'}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy && !full) onCreate()
            }}
          >
            {words.create}
          </Button>
        ) : null
      }
      controls={
        <>
          {controls}
          {note ? <p className="text-sm text-muted-foreground">{note}</p> : null}
          {canManage && full && status === 'ready' ? (
            <p data-slot="item-list-full" className="text-sm text-muted-foreground">
              {words.full(max)}
            </p>
          ) : null}
          {pending === 'move' ? (
            <p role="status" className="text-sm text-muted-foreground">
              {copy.content.items.saving}
            </p>
          ) : (
            <NoticeBanner notice={notice} />
          )}
        </>
      }
      errorBody={errorMessage}
      onRetry={onRetry}
      pages={onePage(words.pages, items.length)}
      dialogs={
        <>
          {editor}
          <RemoveDialog
            key={`remove:${removing ?? 'closed'}`}
            open={removingItem !== undefined}
            title={words.removeTitle}
            description={words.removeDescription(removingItem === undefined ? '' : titleOf(removingItem))}
            confirmLabel={words.removeConfirm}
            busy={pending === 'remove'}
            error={removeError}
            onConfirm={onRemoveConfirm}
            onCancel={onRemoveCancel}
            portalContainer={portalContainer}
          />
        </>
      }
    >
      <TableFrame label={words.caption}>
        <table data-slot={`${slot}-table`} className="w-full border-collapse">
          <caption className="sr-only">{words.caption}</caption>
          <thead>
            <tr className="border-b">
              <th scope="col" className={headCell}>
                {copy.content.items.position}
              </th>
              {columns.map((column) => (
                <th key={column.header} scope="col" className={headCell}>
                  {column.header}
                </th>
              ))}
              {canManage ? (
                <th scope="col" className={headCell}>
                  {copy.content.items.actions}
                </th>
              ) : null}
            </tr>
          </thead>
          <tbody className="divide-y">
            {items.map((item, index) => (
              // The list has no ids: an item is its place, which a save renumbers.
              <tr key={index} data-slot={`${slot}-row`} className="hover:bg-muted/50">
                <td className={cn(bodyCell, 'tabular-nums')}>{index + 1}</td>
                {first ? (
                  <th
                    scope="row"
                    className={cn(bodyCell, 'min-w-40 text-start font-medium break-words', first.className)}
                  >
                    {first.cell(item)}
                  </th>
                ) : null}
                {rest.map((column) => (
                  <td key={column.header} className={cn(bodyCell, column.className)}>
                    {column.cell(item)}
                  </td>
                ))}
                {canManage ? (
                  <td className={bodyCell}>
                    <ItemRowActions
                      title={titleOf(item)}
                      index={index}
                      count={items.length}
                      busy={busy}
                      onMove={onMove}
                      onEdit={onEdit}
                      onRemove={onRemove}
                    />
                  </td>
                ) : null}
              </tr>
            ))}
          </tbody>
        </table>
      </TableFrame>
    </ListScreen>
  )
}
