import { Button } from '@lobby/ui'
import { copy } from '../copy.ts'

export interface ItemRowActionsProps {
  /** The item's name in the buttons' names (`Edit Deposit`). */
  title: string
  index: number
  count: number
  /** Something is being sent: every button waits. */
  busy: boolean
  onMove: (index: number, delta: -1 | 1) => void
  onEdit: (index: number) => void
  onRemove: (index: number) => void
}

/**
 * The buttons of an item of a whole-saved list: Move up and Move down (not past either end), Edit and Remove. While
 * `busy` they are marked `aria-disabled` and ask nothing (they keep the focus).
 */
export function ItemRowActions({ title, index, count, busy, onMove, onEdit, onRemove }: ItemRowActionsProps) {
  const words = copy.content.items
  const guard = (action: () => void) => () => {
    if (!busy) action()
  }
  return (
    <div data-slot="item-row-actions" className="flex flex-wrap items-center gap-2">
      <Button
        size="sm"
        variant="outline"
        aria-label={words.moveUpItem(title)}
        disabled={index === 0}
        aria-disabled={busy || undefined}
        onClick={guard(() => onMove(index, -1))}
      >
        {words.moveUp}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={words.moveDownItem(title)}
        disabled={index === count - 1}
        aria-disabled={busy || undefined}
        onClick={guard(() => onMove(index, 1))}
      >
        {words.moveDown}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={words.editItem(title)}
        aria-disabled={busy || undefined}
        onClick={guard(() => onEdit(index))}
      >
        {copy.content.edit}
      </Button>
      <Button
        size="sm"
        variant="outline"
        aria-label={words.removeItem(title)}
        aria-disabled={busy || undefined}
        onClick={guard(() => onRemove(index))}
      >
        {copy.content.remove}
      </Button>
    </div>
  )
}
