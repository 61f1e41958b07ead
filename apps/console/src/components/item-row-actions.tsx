import { Button } from '@lobby/ui'
import { copy } from '../copy.ts'

/** One button of a row: what it says, its name (with the row's item in it), what it asks, and whether it is off. */
export interface RowButton {
  label: string
  name: string
  onClick: () => void
  disabled?: boolean
}

/**
 * A row's buttons, side by side on the desktop and stacked on a tablet. While `busy` they are marked
 * `aria-disabled` and ask nothing (they keep the focus).
 */
export function RowButtons({ buttons, busy }: { buttons: readonly (RowButton | null)[]; busy: boolean }) {
  return (
    <div data-slot="item-row-actions" className="flex flex-wrap items-center gap-2">
      {buttons.map((button) =>
        button === null ? null : (
          <Button
            key={button.name}
            size="sm"
            variant="outline"
            aria-label={button.name}
            disabled={button.disabled}
            aria-disabled={busy || undefined}
            onClick={() => {
              if (!busy) button.onClick()
            }}
          >
            {button.label}
          </Button>
        ),
      )}
    </div>
  )
}

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
  return (
    <RowButtons
      busy={busy}
      buttons={[
        {
          label: words.moveUp,
          name: words.moveUpItem(title),
          disabled: index === 0,
          onClick: () => onMove(index, -1),
        },
        {
          label: words.moveDown,
          name: words.moveDownItem(title),
          disabled: index === count - 1,
          onClick: () => onMove(index, 1),
        },
        { label: copy.content.edit, name: words.editItem(title), onClick: () => onEdit(index) },
        { label: copy.content.remove, name: words.removeItem(title), onClick: () => onRemove(index) },
      ]}
    />
  )
}
