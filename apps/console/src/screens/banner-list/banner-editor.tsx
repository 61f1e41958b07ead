import { isOperatorLink, type AdminBanner, type GameLinkParameter } from '@lobby/api'
import { CURRENCY_CODES } from '@lobby/domain'
import { Field, Select, TextInput } from '@lobby/ui'
import { useEffect, useRef, useState } from 'react'
import { EditorDialog, focusControl } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'
import { fieldInstant, localInputValue } from '../../lib/local-time.ts'

/** The most characters of a banner's title (`adminBannerSave`). */
export const BANNER_TITLE_MAX = 200

/** A banner as the save call takes it (the site is the call's default); no `id` adds a new one. */
export interface BannerDraft {
  id?: number
  use_type: 1 | 2
  currency: string
  title: string
  url: string
  link_type: 0 | 1 | 2
  link_method: 0 | 1
  game_link_parameter: GameLinkParameter | null
  sort: number
  start_at: string | null
  end_at: string | null
}

/** The fields of the save call a 400 can name (`data.field`; a game link's parts name `game_link_parameter`). */
export const BANNER_FIELDS = [
  'title',
  'use_type',
  'currency',
  'link_type',
  'url',
  'link_method',
  'sort',
  'start_at',
  'end_at',
  'game_link_parameter',
] as const
export type BannerField = (typeof BANNER_FIELDS)[number]
export type BannerFieldErrors = Partial<Record<BannerField, string>>

export interface BannerEditorProps {
  /** The banner being changed, `new` for a new one; the dialog is open while there is one. */
  editing: AdminBanner | 'new' | null
  saving: boolean
  /** Why the last save failed, when no field is to blame; or empty. */
  error: string
  /** The fields the server refused (a 400), each under its field until it is changed. */
  fieldErrors: BannerFieldErrors
  onSave: (draft: BannerDraft) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

interface Values {
  title: string
  useType: string
  currency: string
  linkType: string
  url: string
  linkMethod: string
  sort: string
  from: string
  until: string
  gpId: string
  gtId: string
  gameType: string
  gameCode: string
  gameName: string
}

const valuesOf = (banner: AdminBanner | null): Values => {
  const game = banner?.game_link_parameter ?? null
  return {
    title: banner?.title ?? '',
    useType: String(banner?.use_type ?? 1),
    currency: banner?.currency ?? 'USD',
    linkType: String(banner?.link_type ?? 0),
    url: banner?.url ?? '',
    linkMethod: String(banner?.link_method ?? 0),
    sort: String(banner?.sort ?? 0),
    from: localInputValue(banner?.start_at ?? null),
    until: localInputValue(banner?.end_at ?? null),
    gpId: game?.gp_id ?? '',
    gtId: game ? String(game.gt_id) : '',
    gameType: game ? String(game.game_type) : '',
    gameCode: game?.game_code ?? '',
    gameName: game?.gp_gt_name ?? '',
  }
}

const fieldOfServer: Record<BannerField, keyof Values> = {
  title: 'title',
  use_type: 'useType',
  currency: 'currency',
  link_type: 'linkType',
  url: 'url',
  link_method: 'linkMethod',
  sort: 'sort',
  start_at: 'from',
  end_at: 'until',
  game_link_parameter: 'gpId',
}

/** The server names a game link's part (`game_link_parameter.gt_id`): it shows on the provider field. */
export function bannerFieldOf(field: string | undefined): BannerField | undefined {
  const head = field?.startsWith('game_link_parameter') ? 'game_link_parameter' : field
  return (BANNER_FIELDS as readonly (string | undefined)[]).includes(head) ? (head as BannerField) : undefined
}

const ORDER: readonly (keyof Values)[] = [
  'title',
  'useType',
  'currency',
  'linkType',
  'url',
  'gpId',
  'gtId',
  'gameType',
  'gameCode',
  'gameName',
  'linkMethod',
  'sort',
  'from',
  'until',
]

const WHOLE = /^-?\d{1,7}$/
const words = copy.content.banners

function check(values: Values, original: AdminBanner | null) {
  const errors: Partial<Record<keyof Values, string>> = {}
  const title = values.title.trim()
  if (title === '') errors.title = words.titleRequired
  else if (title.length > BANNER_TITLE_MAX) errors.title = words.titleTooLong(BANNER_TITLE_MAX)
  const url = values.url.trim()
  if (values.linkType !== '2' && !isOperatorLink(url)) errors.url = copy.content.urlInvalid
  if (!WHOLE.test(values.sort.trim())) errors.sort = words.sortInvalid
  if (values.linkType === '2') {
    if (values.gpId.trim() === '') errors.gpId = words.gameRequired
    if (!WHOLE.test(values.gtId.trim())) errors.gtId = words.wholeNumber
    if (!WHOLE.test(values.gameType.trim())) errors.gameType = words.wholeNumber
  }
  const start = values.from === '' ? null : fieldInstant(values.from, original?.start_at ?? null)
  const end = values.until === '' ? null : fieldInstant(values.until, original?.end_at ?? null)
  if (start === undefined) errors.from = copy.content.timeInvalid
  if (end === undefined) errors.until = copy.content.timeInvalid
  else if (start && end && end <= start) errors.until = copy.content.untilBeforeFrom
  return { errors, start: start ?? null, end: end ?? null }
}

/**
 * Adds a banner or changes one: title, carousel, currency, link (an external address, a page of the site, or a
 * game), how it opens, its order and when it shows.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; Cancel, × and Escape ask (`onCancel`), not while saving.
 * - MUST NOT report a draft its own checks refuse (a title, a link that is empty, a path of the site or an http(s)
 *   address, whole numbers, an end after the start, a provider for a game link): each problem is named under its
 *   field and the first is focused.
 * - A server's refusal of a field (`fieldErrors`) shows under that field until it is changed; any other failure
 *   (`error`) shows above the form.
 */
export function BannerEditor({
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: BannerEditorProps) {
  const original = editing === 'new' || editing === null ? null : editing
  const [values, setValues] = useState(() => valuesOf(original))
  const [checked, setChecked] = useState<Partial<Record<keyof Values, string>>>({})
  const [serverSeen, setServerSeen] = useState(fieldErrors)
  const [changed, setChanged] = useState<readonly (keyof Values)[]>([])
  if (serverSeen !== fieldErrors) {
    setServerSeen(fieldErrors)
    setChanged([])
  }
  const formRef = useRef<HTMLFormElement>(null)
  const bind = (field: keyof Values) => ({
    name: field,
    value: values[field],
    onChange: (event: { target: { value: string } }) => {
      const value = event.target.value
      setValues((current) => ({ ...current, [field]: value }))
      setChecked((current) => ({ ...current, [field]: undefined }))
      setChanged((current) => (current.includes(field) ? current : [...current, field]))
    },
  })
  const server: Partial<Record<keyof Values, string>> = {}
  for (const field of BANNER_FIELDS) {
    const reason = fieldErrors[field]
    if (reason && !changed.includes(fieldOfServer[field])) server[fieldOfServer[field]] = reason
  }
  const errorOf = (field: keyof Values) => checked[field] ?? server[field]

  useEffect(() => {
    focusControl(
      formRef.current,
      ORDER.find((field) => BANNER_FIELDS.some((f) => fieldErrors[f] && fieldOfServer[f] === field)),
    )
  }, [fieldErrors])

  const submit = (form: HTMLFormElement) => {
    const { errors, start, end } = check(values, original)
    setChecked(errors)
    const first = ORDER.find((field) => errors[field])
    if (first) {
      focusControl(form, first)
      return
    }
    const linkType = Number(values.linkType) as BannerDraft['link_type']
    onSave({
      ...(original ? { id: original.id } : {}),
      title: values.title.trim(),
      use_type: values.useType === '2' ? 2 : 1,
      currency: values.currency,
      link_type: linkType,
      url: linkType === 2 ? '' : values.url.trim(),
      link_method: values.linkMethod === '1' ? 1 : 0,
      game_link_parameter:
        linkType === 2
          ? {
              currency: values.currency,
              gp_id: values.gpId.trim(),
              gt_id: Number(values.gtId),
              game_type: Number(values.gameType),
              game_code: values.gameCode.trim(),
              gp_gt_name: values.gameName.trim(),
              customized: 0,
            }
          : null,
      sort: Number(values.sort),
      start_at: start,
      end_at: end,
    })
  }

  const fields = words.fields
  const game = values.linkType === '2'
  return (
    <EditorDialog
      open={editing !== null}
      title={original ? words.editTitle : words.newTitle}
      description={words.editorDescription}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="banner-editor"
      formRef={formRef}
      size="lg"
      portalContainer={portalContainer}
    >
      <Field label={fields.title} error={errorOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
      </Field>
      <div className="grid gap-4 desktop:grid-cols-2">
        <Field label={fields.useType} error={errorOf('useType')}>
          <Select {...bind('useType')} disabled={saving}>
            {([1, 2] as const).map((useType) => (
              <option key={useType} value={useType}>
                {words.devices[useType]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fields.currency} hint={words.currencyHint} error={errorOf('currency')}>
          <Select {...bind('currency')} disabled={saving}>
            {CURRENCY_CODES.map((currency) => (
              <option key={currency} value={currency}>
                {currency}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fields.linkType} error={errorOf('linkType')}>
          <Select {...bind('linkType')} disabled={saving}>
            {([0, 1, 2] as const).map((linkType) => (
              <option key={linkType} value={linkType}>
                {words.linkTypes[linkType]}
              </option>
            ))}
          </Select>
        </Field>
        <Field label={fields.linkMethod} error={errorOf('linkMethod')}>
          <Select {...bind('linkMethod')} disabled={saving}>
            {([0, 1] as const).map((method) => (
              <option key={method} value={method}>
                {words.linkMethods[method]}
              </option>
            ))}
          </Select>
        </Field>
      </div>
      {game ? (
        <fieldset className="grid gap-4 desktop:grid-cols-2" data-slot="banner-game">
          <legend className="mb-2 text-sm text-muted-foreground">{words.gameHint}</legend>
          <Field label={fields.gpId} error={errorOf('gpId')}>
            <TextInput {...bind('gpId')} readOnly={saving} autoComplete="off" />
          </Field>
          <Field label={fields.gtId} error={errorOf('gtId')}>
            <TextInput {...bind('gtId')} readOnly={saving} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={fields.gameType} error={errorOf('gameType')}>
            <TextInput {...bind('gameType')} readOnly={saving} inputMode="numeric" autoComplete="off" />
          </Field>
          <Field label={fields.gameCode} error={errorOf('gameCode')}>
            <TextInput {...bind('gameCode')} readOnly={saving} autoComplete="off" />
          </Field>
          <Field label={fields.gameName} error={errorOf('gameName')}>
            <TextInput {...bind('gameName')} readOnly={saving} autoComplete="off" />
          </Field>
        </fieldset>
      ) : (
        <Field label={fields.url} hint={words.urlHint} error={errorOf('url')}>
          <TextInput {...bind('url')} readOnly={saving} autoComplete="off" inputMode="url" />
        </Field>
      )}
      <div className="grid gap-4 desktop:grid-cols-3">
        <Field label={fields.sort} error={errorOf('sort')}>
          <TextInput {...bind('sort')} readOnly={saving} inputMode="numeric" autoComplete="off" />
        </Field>
        <Field label={fields.from} hint={words.fromHint} error={errorOf('from')}>
          <TextInput {...bind('from')} readOnly={saving} type="datetime-local" />
        </Field>
        <Field label={fields.until} hint={words.untilHint} error={errorOf('until')}>
          <TextInput {...bind('until')} readOnly={saving} type="datetime-local" />
        </Field>
      </div>
    </EditorDialog>
  )
}
