import { FOOTER_GROUPS, isOperatorLink, type SiteLink, type SiteLinkKind } from '@lobby/api'
import { Checkbox, Field, Select, TextInput } from '@lobby/ui'
import { useRef } from 'react'
import { EditorDialog, useFieldProblems, useFieldValues } from '../../components/editor-dialog.tsx'
import { copy } from '../../copy.ts'
import type { ItemPlace } from '../../lib/ordered-list.ts'

/** The most characters of a link's title (`adminSiteLinksSave`). */
export const SITE_LINK_TITLE_MAX = 100
/** The most links in one list (`adminSiteLinksSave`). */
export const SITE_LINKS_MAX = 10

/** The fields of an item a 400 can name (`items.<n>.<field>`), in the form's order. */
export const SITE_LINK_FIELDS = ['key', 'title', 'url', 'photo_path', 'need_login'] as const
export type SiteLinkField = (typeof SITE_LINK_FIELDS)[number]
export type SiteLinkFieldErrors = Partial<Record<SiteLinkField, string>>

/** The keys a list offers in a choice (float: the sides; footer: the columns); the mobile footer's key is typed. */
export const SITE_LINK_KEYS: Record<SiteLinkKind, readonly string[] | null> = {
  float: ['left', 'right'],
  footer: FOOTER_GROUPS,
  mobile_footer: null,
}
const MOBILE_KEY = /^[a-z][a-z0-9_]{0,31}$/

export interface SiteLinkEditorProps {
  kind: SiteLinkKind
  /** The item being changed and its place (`new`: added last); the dialog is open while there is one. */
  editing: { place: ItemPlace; item: SiteLink | null } | null
  saving: boolean
  error: string
  fieldErrors: SiteLinkFieldErrors
  onSave: (item: SiteLink) => void
  onCancel: () => void
  portalContainer?: HTMLElement | null
}

const words = copy.content.siteLinks

/** The form's own checks of a link: a key the list takes, a title, links the server accepts. */
export function siteLinkProblems(kind: SiteLinkKind, item: SiteLink): SiteLinkFieldErrors {
  const problems: SiteLinkFieldErrors = {}
  if (kind === 'mobile_footer') {
    if (item.key === '') problems.key = words.keyRequired
    else if (!MOBILE_KEY.test(item.key)) problems.key = words.keyInvalid
  }
  if (item.title === '') problems.title = words.titleRequired
  else if (item.title.length > SITE_LINK_TITLE_MAX) problems.title = words.titleTooLong(SITE_LINK_TITLE_MAX)
  if (!isOperatorLink(item.url)) problems.url = copy.content.urlInvalid
  if (!isOperatorLink(item.photo_path)) problems.photo_path = copy.content.urlInvalid
  return problems
}

/**
 * Adds a float button, a footer link or a mobile footer item, or changes one: its side, column or key, title, link,
 * icon and (mobile footer) whether only members see it.
 *
 * Contract
 * - MUST NOT close itself: the caller owns `editing`; not while saving.
 * - MUST NOT report an item its own checks refuse (`siteLinkProblems`): each problem is named under its field and the
 *   first is focused. A server's refusal of a field shows under it until it is changed.
 */
export function SiteLinkEditor({
  kind,
  editing,
  saving,
  error,
  fieldErrors,
  onSave,
  onCancel,
  portalContainer,
}: SiteLinkEditorProps) {
  const list = words[kind]
  const original = editing?.item ?? null
  const offered = SITE_LINK_KEYS[kind]
  const formRef = useRef<HTMLFormElement>(null)
  const { problemOf, touch, accept } = useFieldProblems(fieldErrors, SITE_LINK_FIELDS, formRef)
  const { values, setValues, bind } = useFieldValues<SiteLink>(
    () => original ?? { key: offered?.[0] ?? '', title: '', url: '', photo_path: '', need_login: 0 },
    touch,
  )
  // A stored key the list no longer offers still shows as it is (the server names it if it refuses it).
  const keys = offered && !offered.includes(values.key) ? [values.key, ...offered] : offered

  const submit = (form: HTMLFormElement) => {
    const item: SiteLink = {
      key: values.key.trim(),
      title: values.title.trim(),
      url: values.url.trim(),
      photo_path: values.photo_path.trim(),
      need_login: kind === 'mobile_footer' ? values.need_login : 0,
    }
    if (accept(siteLinkProblems(kind, item), form)) onSave(item)
  }

  return (
    <EditorDialog
      open={editing !== null}
      title={original ? list.editTitle : list.newTitle}
      description={copy.content.items.nextLoad}
      saving={saving}
      error={error}
      onSubmit={submit}
      onCancel={onCancel}
      slot="site-link-editor"
      formRef={formRef}
      portalContainer={portalContainer}
    >
      {keys ? (
        <Field label={list.keyLabel} error={problemOf('key')}>
          <Select {...bind('key')} disabled={saving}>
            {keys.map((key) => (
              <option key={key} value={key}>
                {list.keys[key] ?? key}
              </option>
            ))}
          </Select>
        </Field>
      ) : (
        <Field label={list.keyLabel} hint={words.keyHint} error={problemOf('key')}>
          <TextInput {...bind('key')} readOnly={saving} autoComplete="off" spellCheck={false} required />
        </Field>
      )}
      <Field label={words.fields.title} error={problemOf('title')}>
        <TextInput {...bind('title')} readOnly={saving} autoComplete="off" required />
      </Field>
      <Field label={words.fields.url} hint={words.urlHint} error={problemOf('url')}>
        <TextInput {...bind('url')} readOnly={saving} autoComplete="off" inputMode="url" />
      </Field>
      <Field label={words.fields.photo} hint={words.photoHint} error={problemOf('photo_path')}>
        <TextInput {...bind('photo_path')} readOnly={saving} autoComplete="off" inputMode="url" />
      </Field>
      {kind === 'mobile_footer' ? (
        <Field hint={words.needLoginHint} error={problemOf('need_login')}>
          <Checkbox
            name="need_login"
            label={words.fields.needLogin}
            checked={values.need_login === 1}
            disabled={saving}
            onChange={(event) => {
              const checked = event.target.checked
              setValues((current) => ({ ...current, need_login: checked ? 1 : 0 }))
              touch('need_login')
            }}
          />
        </Field>
      ) : null}
    </EditorDialog>
  )
}
