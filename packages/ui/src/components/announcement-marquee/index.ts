export { AnnouncementMarquee, type AnnouncementItem, type AnnouncementMarqueeProps } from './announcement-marquee.tsx'
