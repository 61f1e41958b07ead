import { rouletteImageUrl, type RouletteImageName } from '@lobby/domain'
import { useText } from '../../text/text-provider.tsx'
import { AlertDialog } from '../../primitives/modal/alert-dialog.tsx'
import type { RoulettePrize } from './roulette-wheel.tsx'
import { GiftIcon } from '../../primitives/icon/icon.tsx'

export interface AwardAlertProps {
  /** Whether the alert is shown (controlled). It never closes itself. */
  open: boolean
  /** Called with `false` on Esc or a click outside; the confirm button calls `onConfirm` instead. */
  onOpenChange: (open: boolean) => void
  /** `prize`: the prize a spin won; `no-draws`: the spin answered 2093101 (`ROULETTE_CODE.noDraws`). */
  kind: 'prize' | 'no-draws'
  /** The prize won (`prize`). */
  prize?: RoulettePrize
  /** The server's message (`no-draws`), as given; without it, `roulette.no_draws`. */
  message?: string
  /** Called from the confirm button; the caller closes the alert. */
  onConfirm: () => void
  /** Address of a roulette image; defaults to the server's `/media/roulette/{name}.svg`. */
  imageUrl?: (name: RouletteImageName) => string
  /** Element to portal into instead of `document.body`. */
  portalContainer?: HTMLElement | null
}

/**
 * What a spin brought (spec sections 4 and 8): the prize won, or the warning
 * that no draws are left, each with a confirm button. It MUST NOT close
 * itself: the caller owns `open` and closes it on `onConfirm`.
 */
export function AwardAlert({
  open,
  onOpenChange,
  kind,
  prize,
  message,
  onConfirm,
  imageUrl = rouletteImageUrl,
  portalContainer,
}: AwardAlertProps) {
  const { t } = useText()
  const won = kind === 'prize'
  return (
    <AlertDialog
      open={open}
      onOpenChange={onOpenChange}
      portalContainer={portalContainer}
      title={won ? t('roulette.award_title') : t('roulette.no_draws_title')}
      description={won ? t('roulette.award_body', { name: prize?.name ?? '' }) : (message ?? t('roulette.no_draws'))}
      confirm={{ label: t('roulette.confirm'), onClick: onConfirm }}
    >
      {won ? (
        <div
          data-slot="award-alert-prize"
          data-kind={kind}
          style={{
            backgroundImage: `url("${imageUrl('award-background')}"), radial-gradient(circle, var(--accent) 0%, transparent 70%)`,
            backgroundSize: 'cover, auto',
          }}
          className="mx-auto grid aspect-square w-40 place-items-center rounded-full"
        >
          {prize?.image ? (
            <img
              src={prize.image}
              alt={prize.name}
              width={96}
              height={96}
              className="size-24 object-contain drop-shadow-lg"
            />
          ) : (
            <GiftIcon strokeWidth={1.75} className="size-20 text-primary drop-shadow-lg" />
          )}
        </div>
      ) : null}
    </AlertDialog>
  )
}
