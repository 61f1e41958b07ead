export { BulletinHistory, type BulletinHistoryItem, type BulletinHistoryProps } from './bulletin-history.tsx'
