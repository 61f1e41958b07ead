export { LetterInbox, letterInboxVariants, type Letter, type LetterInboxProps } from './letter-inbox.tsx'
export { UnreadBadge, unreadBadgeVariants, type UnreadBadgeProps } from '../../components/unread-badge/unread-badge.tsx'
