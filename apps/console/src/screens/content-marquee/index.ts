export { MarqueeList, type MarqueeListProps } from './marquee-list.tsx'
export {
  ANNOUNCEMENT_FIELDS,
  type AnnouncementDraft,
  type AnnouncementField,
  type AnnouncementFieldErrors,
} from './marquee-editor.tsx'
