export { FOOTER_KINDS, SiteLinkList, type FooterKind, type SiteLinkListProps } from './site-link-list.tsx'
export {
  SITE_LINK_FIELDS,
  SITE_LINKS_MAX,
  SiteLinkEditor,
  siteLinkProblems,
  type SiteLinkField,
  type SiteLinkFieldErrors,
} from './site-link-editor.tsx'
