import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'

export interface ForceStopGameWarningProps {
  /** Whether the dialog is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Cancel, Esc or a click outside. */
  onOpenChange: (open: boolean) => void
  /** Called on the confirm button; the caller quits the game (force-quit), then does the action and closes this. */
  onConfirm: () => void
  /** The open game's name, when known. */
  gameName?: string
  /** What the member asked for: `logout`, or `switch` to anything else that needs the game closed first. */
  action: 'logout' | 'switch'
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/** A game is still open: asks before quitting it to log out (spec: "if in a game a confirm step appears first") or to go on. */
export function ForceStopGameWarning({
  open,
  onOpenChange,
  onConfirm,
  gameName,
  action,
  portalContainer,
}: ForceStopGameWarningProps) {
  const { t } = useText()
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={gameName ? t('game_play.force_stop_title_named', { game: gameName }) : t('game_play.force_stop_title')}
      description={t(action === 'logout' ? 'game_play.force_stop_logout' : 'game_play.force_stop_switch')}
      cancel={{ label: t('game_play.cancel') }}
      confirm={{
        label: t(action === 'logout' ? 'game_play.force_stop_confirm_logout' : 'game_play.force_stop_confirm_switch'),
        'data-action': action,
        variant: action === 'logout' ? 'destructive' : 'primary',
        onClick: onConfirm,
      }}
    />
  )
}
