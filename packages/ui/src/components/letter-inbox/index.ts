export { LetterInbox, letterInboxVariants, type Letter, type LetterInboxProps } from './letter-inbox.tsx'
export { UnreadBadge, unreadBadgeVariants, type UnreadBadgeProps } from './unread-badge.tsx'
