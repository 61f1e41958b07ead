import { rouletteImageUrl, type RouletteImageName } from '@lobby/domain'
import type { Layout } from '../../lib/theme.ts'
import { useText } from '../../text/text-provider.tsx'
import { Button } from '../../primitives/button/button.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import type { RoulettePrize } from './roulette-wheel.tsx'

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
  /** `mobile`: the confirm button takes the full width. */
  layout?: Layout
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
  layout = 'desktop',
}: AwardAlertProps) {
  const { t } = useText()
  const won = kind === 'prize'
  return (
    <Modal
      open={open}
      onOpenChange={onOpenChange}
      slot="award-alert"
      size="sm"
      portalContainer={portalContainer}
      title={won ? t('roulette.award_title') : t('roulette.no_draws_title')}
      description={won ? t('roulette.award_body', { name: prize?.name ?? '' }) : (message ?? t('roulette.no_draws'))}
      showClose={false}
      divided={false}
      bodyClassName={won ? 'px-5 pb-2' : 'hidden'}
      footer={
        <Button
          data-slot="award-alert-confirm"
          className={layout === 'mobile' ? 'w-full' : 'min-w-28'}
          onClick={onConfirm}
        >
          {t('roulette.confirm')}
        </Button>
      }
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
            <GiftIcon />
          )}
        </div>
      ) : null}
    </Modal>
  )
}

function GiftIcon() {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className="size-20 text-primary drop-shadow-lg"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.75"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <rect x="3" y="8" width="18" height="4" rx="1" />
      <path d="M12 8v13M19 12v7a2 2 0 0 1-2 2H7a2 2 0 0 1-2-2v-7" />
      <path d="M7.5 8a2.5 2.5 0 0 1 0-5C10 3 12 8 12 8s2-5 4.5-5a2.5 2.5 0 0 1 0 5" />
    </svg>
  )
}
