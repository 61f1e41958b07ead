import { LANGUAGE_CODES, languageCodeToHtmlLang, type LanguageCode } from '@lobby/domain'
import { LANGUAGE_NAMES, languageNativeName } from '@lobby/domain/language-names'
import { useState } from 'react'
import { cn } from '../../lib/cn.ts'
import { useLayout } from '../../lib/layout.ts'
import { useText } from '../../text/text-provider.tsx'
import { Modal } from '../../primitives/modal/modal.tsx'
import { Flag, type FlagCode } from './flags.tsx'
import { CheckIcon } from '../../primitives/icon/icon.tsx'

export interface LanguageSelectProps {
  /** The site language. */
  value: LanguageCode
  /** Languages the brand offers, in the order shown; default: all 11. */
  languages?: readonly LanguageCode[]
  /**
   * Called with the language a person picked (never the current one). The
   * caller saves it and reloads, or refuses (a game window is open) and says
   * why; the list closes either way unless `pending`.
   */
  onChange: (language: LanguageCode) => void
  /** The change is being saved (the page is about to reload): the list stays, disabled, saying so. */
  pending?: boolean
  /** Open at first (stories, tests). */
  defaultOpen?: boolean
  /** Element to portal the list into instead of `document.body` (a story frame). */
  portalContainer?: HTMLElement | null
  className?: string
}

const flagOf = (code: LanguageCode): FlagCode => LANGUAGE_NAMES[code].flag

/**
 * The language selector: a header button with the site language's flag that
 * opens the list of languages, each with its flag and its own name (a reader
 * finds their language whatever the page is in). The button has a fixed
 * width, so the header never moves when it loads or the name is long. On
 * the desktop layout it shows flag and name; on mobile the flag alone (the
 * name is the button's accessible name).
 */
export function LanguageSelect({
  value,
  languages = LANGUAGE_CODES,
  onChange,
  pending = false,
  defaultOpen = false,
  portalContainer,
  className,
}: LanguageSelectProps) {
  const { t } = useText()
  const [open, setOpen] = useState(defaultOpen)
  const desktop = useLayout() === 'desktop'
  const name = languageNativeName(value)

  const pick = (language: LanguageCode) => {
    if (pending) return
    if (language !== value) onChange(language)
    // Closed either way: a saving change keeps it open through `pending`.
    setOpen(false)
  }

  return (
    <>
      <button
        type="button"
        data-slot="language-select"
        aria-haspopup="dialog"
        aria-label={t('language.current', { name })}
        onClick={() => setOpen(true)}
        className={cn(
          'inline-flex h-8 shrink-0 items-center gap-2 rounded-md border border-transparent text-sm font-medium',
          'text-muted-foreground transition-colors outline-none hover:bg-muted hover:text-foreground',
          'focus-visible:ring-2 focus-visible:ring-ring',
          'w-9 justify-center desktop:w-32 desktop:justify-normal desktop:px-2',
          className,
        )}
      >
        <Flag country={flagOf(value)} className="h-3.5 w-5 shrink-0 rounded-[2px]" />
        {desktop ? <span className="truncate">{name}</span> : null}
      </button>
      <Modal
        open={open || pending}
        onOpenChange={(next) => {
          if (!pending) setOpen(next)
        }}
        title={t('language.choose')}
        description={pending ? t('language.saving') : undefined}
        size="sm"
        showClose={!pending}
        portalContainer={portalContainer}
      >
        <ul
          aria-label={t('language.label')}
          aria-busy={pending || undefined}
          className="grid grid-cols-1 gap-1 p-2 min-[360px]:grid-cols-2"
        >
          {languages.map((code) => {
            const current = code === value
            return (
              <li key={code}>
                <button
                  type="button"
                  data-slot="language-option"
                  data-language={code}
                  lang={languageCodeToHtmlLang(code)}
                  aria-current={current ? 'true' : undefined}
                  disabled={pending}
                  onClick={() => pick(code)}
                  className={cn(
                    'flex h-11 w-full items-center gap-3 rounded-lg border px-3 text-left text-sm font-medium',
                    'transition-colors outline-none focus-visible:ring-2 focus-visible:ring-ring',
                    'hover:bg-muted disabled:pointer-events-none disabled:opacity-60',
                    current ? 'border-primary bg-primary/10 text-foreground' : 'border-transparent',
                  )}
                >
                  <Flag country={flagOf(code)} className="h-4 w-6 shrink-0 rounded-[2px]" />
                  <span className="min-w-0 flex-1 truncate">{languageNativeName(code)}</span>
                  {current ? <CheckIcon className="size-4 shrink-0 text-primary" /> : null}
                </button>
              </li>
            )
          })}
        </ul>
      </Modal>
    </>
  )
}
