import { BulletinHistory, BulletinModal } from '@lobby/ui'
import { useSnapshot } from 'valtio'
import { closeBulletinHistory, closeBulletins } from './actions.ts'
import { contentStore } from './store.ts'

/** The lobby's dialogs: bulletins and their history. Loaded on demand. */
export function LobbyDialogs({ layout }: { layout: 'desktop' | 'mobile' }) {
  const snap = useSnapshot(contentStore)
  return (
    <>
      <BulletinModal
        open={snap.bulletins.open}
        onOpenChange={(open) => {
          if (!open) void closeBulletins(layout)
        }}
        entries={snap.bulletins.entries.map((b) => ({ id: b.id, title: b.title, sanitizedHtml: b.html }))}
      />
      <BulletinHistory
        open={snap.history.open}
        onOpenChange={(open) => {
          if (!open) closeBulletinHistory()
        }}
        loading={snap.history.status === 'loading'}
        items={snap.history.items.map((b) => ({
          id: b.id,
          title: b.title,
          date: b.updatedAt.slice(0, 10),
          sanitizedHtml: b.html,
        }))}
      />
    </>
  )
}
