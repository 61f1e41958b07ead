import { BULLETIN_LOCATION, cashSurplusCheck, memberBulletin } from '@lobby/api'
import { BULLETIN_DEVICE } from '@lobby/domain'
import { CashSurplusReminder, DepositBulletins, type DepositBulletinEntry, type Layout } from '@lobby/ui'
import { useEffect, useState } from 'react'
import { useSnapshot } from 'valtio'
import { api } from '../../app/api.ts'
import { session } from '../../app/session.ts'
import { siteConfig } from '../../app/site-config.ts'
import { sanitizeHtml } from '../../lib/sanitize-lazy.ts'
import { openWallets, pullAll } from '../play/actions.ts'
import { playStore } from '../play/store.ts'

/**
 * The deposit page's bulletins: `/arks/web/bulletin/member` with
 * `display_location` 3 (spec section 7; the lobby asks for 2). None when the
 * call fails: the deposit form never waits for them.
 */
async function loadDepositBulletins(layout: Layout): Promise<DepositBulletinEntry[]> {
  try {
    const { list } = await api.call(
      memberBulletin,
      {
        site_id: siteConfig.siteId,
        display_device: layout === 'desktop' ? BULLETIN_DEVICE.desktop : BULLETIN_DEVICE.mobile,
        display_location: BULLETIN_LOCATION.deposit,
      },
      { signal: api.sharedSignal },
    )
    return await Promise.all(
      list.map(async (b) => ({ id: b.id, title: b.display_content, html: await sanitizeHtml(b.content) })),
    )
  } catch {
    return []
  }
}

/** `/arks/web/cash_surplus/check`: is money sitting in a provider wallet? False when the call fails. */
async function cashSurplusActive(): Promise<boolean> {
  try {
    const { active } = await api.call(cashSurplusCheck, {
      site_id: siteConfig.siteId,
      currency: session.getCurrency(),
    })
    return active === 1
  } catch {
    return false
  }
}

/**
 * What the member reads before a deposit: the deposit page's bulletins, and
 * the cash-surplus reminder when money sits in game wallets, with the pull
 * that brings it back (the one-key pull and its rules). The reminder is asked
 * again after every pull and every balance change.
 */
export function DepositNotices({ layout }: { layout: Layout }) {
  const [bulletins, setBulletins] = useState<DepositBulletinEntry[]>([])
  const [surplus, setSurplus] = useState(false)
  const pull = useSnapshot(playStore.pull)
  const { total, cash } = useSnapshot(playStore.balance)

  useEffect(() => {
    let live = true
    void loadDepositBulletins(layout).then((entries) => {
      if (live) setBulletins(entries)
    })
    return () => {
      live = false
    }
  }, [layout])

  useEffect(() => {
    if (pull.running) return
    let live = true
    void cashSurplusActive().then((active) => {
      if (live) setSurplus(active)
    })
    return () => {
      live = false
    }
    // A pull that ended or a new balance (member.cash) may have changed the answer.
  }, [pull.running, total, cash])

  if (bulletins.length === 0 && !surplus) return null
  return (
    <div
      data-slot="deposit-notices"
      className={layout === 'desktop' ? 'flex flex-col gap-3' : 'flex flex-col gap-3 px-3 pt-3'}
    >
      {surplus ? (
        <CashSurplusReminder
          onPullAll={() => void pullAll()}
          pulling={pull.running}
          cooldownSeconds={pull.cooldownSeconds}
          onShowWallets={openWallets}
        />
      ) : null}
      <DepositBulletins entries={bulletins} />
    </div>
  )
}
