import type { ReactNode } from 'react'
import { Button, type ButtonProps } from '../button/button.tsx'
import { Modal, type ModalProps } from './modal.tsx'

/** One of an alert dialog's buttons: its text and the Button's own props (variant, disabled, type, form, …). */
export type AlertDialogAction = Omit<ButtonProps, 'children' | 'className' | 'asChild'> & {
  /** The button's text, already translated. */
  label: ReactNode
  /** A state the caller marks on the button (`data-action`, …). */
  [data: `data-${string}`]: string | undefined
}

export interface AlertDialogProps extends Pick<
  ModalProps,
  'open' | 'onOpenChange' | 'title' | 'description' | 'portalContainer' | 'className'
> {
  /** What the dialog asks or tells, under the title; it describes the dialog. */
  description: ReactNode
  /** Anything under the description (a detail, a picture, a prompt's input); without it the body is not drawn. */
  children?: ReactNode
  /** Classes of the body when there is one (layout only); `px-5 pb-2` by default. */
  bodyClassName?: string
  /** The quiet choice, an outline button first; without `onClick` it asks to close (`onOpenChange(false)`). */
  cancel?: AlertDialogAction
  /** The main choice, last; alone it is the dialog's only button. */
  confirm: AlertDialogAction
}

/** Side by side on a phone (each half the row), their own width on desktop. */
const pairClass = 'flex-1 desktop:flex-none'
/** A lone button: the phone's full width, at least 7 rem on desktop. */
const loneClass = 'w-full desktop:w-auto desktop:min-w-28'

/**
 * A short question or notice with one or two buttons, on the house Modal: a small card, no close (×) button, no rule
 * lines, the title and the description as the dialog's name and description.
 *
 * AlertDialog: a confirm step ("quit the game to log out?"), a notice with an OK, a prompt with an input.
 *
 * Contract
 * - MUST be controlled like Modal (`open` + `onOpenChange`) and MUST NOT close itself: Escape and a click outside
 *   ask through `onOpenChange(false)`, and so does `cancel` unless it has its own `onClick`.
 * - MUST have a title and a description; they name and describe the dialog (`role="dialog"`).
 * - MUST put the quiet choice (`cancel`, outline) before the main one (`confirm`); on a phone two buttons share the
 *   row and a lone one fills it.
 * - MUST NOT draw an empty body: without children there is none.
 * - MUST NOT decide what the buttons do: each calls the caller's `onClick` (or submits the caller's form).
 * - Slots are the Modal's (`dialog-content`, `dialog-title`, `dialog-description`, `dialog-body`, `dialog-footer`) and
 *   `button`; a concrete dialog puts its own `data-slot` inside its children, never on the frame.
 */
export function AlertDialog({
  open,
  onOpenChange,
  title,
  description,
  children,
  bodyClassName = 'px-5 pb-2',
  cancel,
  confirm,
  portalContainer,
  className,
}: AlertDialogProps) {
  const { label: confirmLabel, ...confirmProps } = confirm
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      size="sm"
      portalContainer={portalContainer}
      title={title}
      description={description}
      showClose={false}
      divided={false}
      className={className}
      bodyClassName={children ? bodyClassName : 'hidden'}
      footer={
        <>
          {cancel ? <CancelButton action={cancel} onOpenChange={onOpenChange} /> : null}
          <Button className={cancel ? pairClass : loneClass} {...confirmProps}>
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Modal>
  )
}

function CancelButton({ action, onOpenChange }: { action: AlertDialogAction; onOpenChange: (open: boolean) => void }) {
  const { label, onClick, ...props } = action
  return (
    <Button variant="outline" className={pairClass} onClick={onClick ?? (() => onOpenChange(false))} {...props}>
      {label}
    </Button>
  )
}
