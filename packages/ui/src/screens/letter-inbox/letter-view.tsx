import { DEFAULT_DATE_TIME_ZONE } from '@lobby/domain'
import { useEffect, useId, useRef, useState } from 'react'
import { formatDateTime } from '../../lib/format-date-time.ts'
import { Button } from '../../primitives/button/button.tsx'
import { BackIcon } from '../../primitives/icon/icon.tsx'
import { useText } from '../../text/text-provider.tsx'
import type { Letter } from './letter-inbox.tsx'

/** One letter in full: back, delete (asked first), the title, the date and the text as plain text. */
export function LetterView({
  letter,
  onBack,
  onDelete,
}: {
  letter: Letter
  onBack: () => void
  onDelete: (id: number) => void
}) {
  const { t, locale } = useText()
  const titleId = useId()
  const confirmId = useId()
  const [confirming, setConfirming] = useState(false)
  const deleteButton = useRef<HTMLButtonElement>(null)

  return (
    <article data-slot="letter-inbox-letter" aria-labelledby={titleId} className="flex min-h-0 flex-col gap-4">
      <div className="flex items-center justify-between gap-2">
        <Button variant="ghost" size="sm" className="-ml-2" onClick={onBack}>
          <BackIcon strokeWidth={2.25} />
          {t('letter.back')}
        </Button>
        <Button
          ref={deleteButton}
          variant="outline"
          size="sm"
          aria-expanded={confirming}
          aria-controls={confirming ? confirmId : undefined}
          onClick={() => setConfirming(true)}
        >
          {t('letter.delete')}
        </Button>
      </div>
      {confirming ? (
        <DeleteConfirm
          id={confirmId}
          onCancel={() => {
            setConfirming(false)
            deleteButton.current?.focus()
          }}
          onConfirm={() => onDelete(letter.id)}
        />
      ) : null}
      <header className="flex flex-col gap-1 border-b pb-3">
        <h3 id={titleId} className="text-base font-semibold break-words">
          {letter.title}
        </h3>
        <time
          dateTime={letter.created_at}
          data-slot="letter-inbox-letter-date"
          className="text-xs text-muted-foreground tabular-nums"
        >
          {formatDateTime(letter.created_at, DEFAULT_DATE_TIME_ZONE, locale, { zone: true })}
        </time>
      </header>
      <p data-slot="letter-inbox-letter-content" className="text-sm leading-6 break-words whitespace-pre-line">
        {letter.content}
      </p>
    </article>
  )
}

/** The delete's second step, in place: focus moves to Cancel, the safe choice. */
function DeleteConfirm({ id, onCancel, onConfirm }: { id: string; onCancel: () => void; onConfirm: () => void }) {
  const { t } = useText()
  const questionId = useId()
  const cancel = useRef<HTMLButtonElement>(null)
  useEffect(() => cancel.current?.focus(), [])
  return (
    <div
      id={id}
      role="group"
      aria-labelledby={questionId}
      data-slot="letter-inbox-confirm"
      className="flex flex-col gap-3 rounded-xl border border-destructive/40 bg-destructive/10 p-3 desktop:flex-row desktop:items-center"
    >
      <p id={questionId} className="min-w-0 flex-1 text-sm font-medium text-foreground">
        {t('letter.delete_question')}
      </p>
      <div className="flex gap-2">
        <Button ref={cancel} variant="outline" size="sm" className="flex-1 desktop:flex-none" onClick={onCancel}>
          {t('letter.cancel')}
        </Button>
        <Button variant="destructive" size="sm" className="flex-1 desktop:flex-none" onClick={onConfirm}>
          {t('letter.delete_confirm')}
        </Button>
      </div>
    </div>
  )
}
