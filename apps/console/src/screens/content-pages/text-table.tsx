import { cn } from '@lobby/ui'
import type { ItemColumn } from '../../components/item-list-screen.tsx'
import { bodyCell, TableFrame, TableHead } from '../../components/table-frame.tsx'
import { copy } from '../../copy.ts'
import type { PageText } from './page-text.ts'
import { TextRowActions, type TextRowCalls } from './text-row-actions.tsx'

export interface TextTableProps<Text extends PageText> extends TextRowCalls<Text> {
  /** `data-slot` of the table; its rows are `<slot>-row`. */
  slot: string
  caption: string
  /** The columns after the title (the row's header). */
  columns: readonly ItemColumn<Text>[]
  rows: readonly Text[]
  /** The title's column: its header and what it shows under the title. */
  title: { header: string; under?: (text: Text) => string }
  /** A row's `data-state`, if it has one. */
  stateOf?: (text: Text) => string
  /** Show the actions column (the role holds `content.manage`). */
  canManage: boolean
  busy: boolean
}

/** A table of a page's texts: the title as each row's header, the columns, and for a role that manages content, the actions. */
export function TextTable<Text extends PageText>({
  slot,
  caption,
  columns,
  rows,
  title,
  stateOf,
  canManage,
  busy,
  ...calls
}: TextTableProps<Text>) {
  const headers = [title.header, ...columns.map((column) => column.header)]
  return (
    <TableFrame label={caption}>
      <table data-slot={slot} className="w-full border-collapse">
        <caption className="sr-only">{caption}</caption>
        <TableHead headers={canManage ? [...headers, copy.content.items.actions] : headers} />
        <tbody className="divide-y">
          {rows.map((text) => (
            <tr key={text.id} data-slot={`${slot}-row`} data-state={stateOf?.(text)} className="hover:bg-muted/50">
              <th scope="row" className={cn(bodyCell, 'min-w-56 text-start font-medium break-words')}>
                {text.title}
                {title.under ? (
                  <span className="block text-xs font-normal text-muted-foreground">{title.under(text)}</span>
                ) : null}
              </th>
              {columns.map((column) => (
                <td key={column.header} className={cn(bodyCell, column.className)}>
                  {column.cell(text)}
                </td>
              ))}
              {canManage ? (
                <td className={bodyCell}>
                  <TextRowActions text={text} busy={busy} {...calls} />
                </td>
              ) : null}
            </tr>
          ))}
        </tbody>
      </table>
    </TableFrame>
  )
}
