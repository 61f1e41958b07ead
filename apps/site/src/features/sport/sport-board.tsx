import { ApiError, checkIframe, failureText, sportQuickbetUrl } from '@lobby/api'
import { DEVICE, isFrameAddress } from '@lobby/domain'
import { SportQuickbet, useText, type Layout, type SportQuickbetStatus } from '@lobby/ui'
import { useCallback, useEffect, useState } from 'react'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'

/** `sport-quickbet-url`'s refusal when no sport board is offered in the currency on the device. */
const NO_SPORT_BOARD = '104'

interface Board {
  status: SportQuickbetStatus
  url: string | null
  error?: string
}

/**
 * The sport category's quick-bet board, played in the page (game type 4,
 * spec sections 7-9): `sport-quickbet-url` for the currency and device, then
 * `/check_iframe` for the address it gave, then the iframe. An address the
 * server will not approve sets the page error (spec section 8).
 */
export function SportBoard({ layout }: { layout: Layout }) {
  const { t } = useText()
  const [board, setBoard] = useState<Board>({ status: 'loading', url: null })
  const [attempt, setAttempt] = useState(0)
  const currency = session.getCurrency()

  useEffect(() => {
    let live = true
    const settle = (next: Board) => {
      if (live) setBoard(next)
    }
    void (async () => {
      try {
        const { detail } = await api.call(sportQuickbetUrl, {
          currency,
          support_device: layout === 'desktop' ? DEVICE.desktop : DEVICE.mobile,
          domain: window.location.host,
          site_id: siteConfig.siteId,
        })
        // Only a path or an http(s) URL is even asked about (never javascript:, data:, //host).
        if (!isFrameAddress(detail.url)) return settle({ status: 'check-failed', url: null })
        const check = await api.call(checkIframe, { url: detail.url })
        // The answer must be about this address, and say yes.
        if (!check.is_iframe || check.url !== detail.url) return settle({ status: 'check-failed', url: null })
        settle({ status: 'ready', url: detail.url })
      } catch (error) {
        if (error instanceof ApiError && error.code === NO_SPORT_BOARD) settle({ status: 'unavailable', url: null })
        else settle({ status: 'error', url: null, error: failureText(error) })
      }
    })()
    return () => {
      live = false
    }
  }, [currency, layout, attempt])

  const retry = useCallback(() => {
    setBoard({ status: 'loading', url: null })
    setAttempt((n) => n + 1)
  }, [])
  return (
    <SportQuickbet
      status={board.status}
      url={board.url}
      errorMessage={board.error ? t(board.error) : undefined}
      onRetry={retry}
    />
  )
}
