import type { SiteLink, SiteLinkKind } from '@lobby/api'
import { Field, Select } from '@lobby/ui'
import { ItemListScreen, type ItemColumn, type ItemListProps } from '../../components/item-list-screen.tsx'
import { copy } from '../../copy.ts'
import type { ItemPlace } from '../../lib/ordered-list.ts'
import { SITE_LINKS_MAX, SiteLinkEditor, type SiteLinkFieldErrors } from './site-link-editor.tsx'

/** The two footers the Footers section switches between. */
export const FOOTER_KINDS = ['footer', 'mobile_footer'] as const
export type FooterKind = (typeof FOOTER_KINDS)[number]

export interface SiteLinkListProps extends ItemListProps<SiteLink> {
  /** Which list: the float buttons, the desktop footer or the mobile footer. */
  kind: SiteLinkKind
  /** Given (the Footers section): a choice of the desktop or the mobile footer, which asks for the other list. */
  onKind?: (kind: FooterKind) => void
  /** The item in the editor and its place (`new`: added last), or null (closed). */
  editing: { place: ItemPlace; item: SiteLink | null } | null
  saveError?: string
  fieldErrors?: SiteLinkFieldErrors
  onSave: (item: SiteLink) => void
  onEditCancel: () => void
}

const NO_FIELD_ERRORS: SiteLinkFieldErrors = {}
const words = copy.content.siteLinks

const address = (value: string, none: string) =>
  value === '' ? <span className="text-muted-foreground">{none}</span> : <span className="break-all">{value}</span>

function columnsOf(kind: SiteLinkKind): ItemColumn<SiteLink>[] {
  const list = words[kind]
  const columns: ItemColumn<SiteLink>[] = [
    { header: words.columns.title, cell: (item) => item.title },
    { header: list.keyLabel, cell: (item) => list.keys[item.key] ?? item.key },
    { header: words.columns.url, cell: (item) => address(item.url, copy.content.items.noLink), className: 'min-w-48' },
    {
      header: words.columns.photo,
      cell: (item) => address(item.photo_path, copy.content.items.noImage),
      className: 'min-w-40',
    },
  ]
  if (kind === 'mobile_footer') {
    columns.push({
      header: words.columns.audience,
      cell: (item) => (item.need_login === 1 ? words.audiences.members : words.audiences.everyone),
    })
  }
  return columns
}

/**
 * A list of links of the site's frame: the float buttons (their side), the desktop footer (its column) or the mobile
 * footer (its key and who sees it), in the order the site shows them; the Footers section switches between the two
 * footers. For a role that manages content: New (at most 10), Move up / Move down, Edit and Remove, each saving the
 * whole list.
 *
 * Contract
 * - MUST NOT fetch or save: the caller loads the list of `kind`, saves it and owns which dialog is open.
 * - MUST offer the write buttons only when `canManage` (the rest: ItemListScreen).
 */
export function SiteLinkList({
  kind,
  onKind,
  editing,
  saveError = '',
  fieldErrors = NO_FIELD_ERRORS,
  onSave,
  onEditCancel,
  ...list
}: SiteLinkListProps) {
  const own = words[kind]
  const footerKind = kind === 'float' ? null : kind
  return (
    <ItemListScreen
      {...list}
      slot="site-link-list"
      words={own}
      max={SITE_LINKS_MAX}
      note={copy.content.items.nextLoad}
      controls={
        onKind && footerKind ? (
          <Field label={words.footerKind} className="max-w-60">
            <Select
              name="footer_kind"
              value={footerKind}
              disabled={list.pending !== null}
              onChange={(event) => onKind(event.target.value as FooterKind)}
            >
              {FOOTER_KINDS.map((option) => (
                <option key={option} value={option}>
                  {words.footerKinds[option]}
                </option>
              ))}
            </Select>
          </Field>
        ) : null
      }
      columns={columnsOf(kind)}
      titleOf={(item) => item.title}
      editor={
        <SiteLinkEditor
          key={`editor:${kind}:${editing === null ? 'closed' : editing.place}`}
          kind={kind}
          editing={editing}
          saving={list.pending === 'save'}
          error={saveError}
          fieldErrors={fieldErrors}
          onSave={onSave}
          onCancel={onEditCancel}
          portalContainer={list.portalContainer}
        />
      }
    />
  )
}
