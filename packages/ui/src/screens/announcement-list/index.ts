export {
  AnnouncementList,
  announcementItemVariants,
  type AnnouncementListProps,
  type AnnouncementView,
} from './announcement-list.tsx'
