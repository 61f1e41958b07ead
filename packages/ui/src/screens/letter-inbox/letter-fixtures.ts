/** Story fixtures of the letter inbox. Not exported from the package. */
import type { Letter } from './letter-inbox.tsx'

/** Six letters, newest first; the first, third and fourth unread. */
export const letters: Letter[] = [
  {
    id: 206,
    title: 'Your weekly cashback has arrived',
    content:
      'Hello Quinn,\n\nYour cashback of ¥ 128.00 for last week has been added to your main wallet.\nGood luck at the tables!\n\nThe Lobby team',
    created_at: '2026-11-20T10:30:00.000Z',
    is_read: 0,
  },
  {
    id: 205,
    title: 'Security notice',
    content: 'A new device logged in to your account on 18 November. If this was not you, change your password now.',
    created_at: '2026-11-18T02:15:00.000Z',
    is_read: 1,
  },
  {
    id: 204,
    title: 'Red envelope rain this Friday',
    content: 'Log in on Friday between 20:00 and 22:00 (Caracas time) to open a red envelope every hour.',
    created_at: '2026-11-17T16:00:00.000Z',
    is_read: 0,
  },
  {
    id: 203,
    title: 'Markup stays text: <b>not bold</b>',
    content: 'This letter holds <script>alert(1)</script> and <b>tags</b>.\nThey are shown as typed, never run.',
    created_at: '2026-11-12T09:00:00.000Z',
    is_read: 0,
  },
  {
    id: 202,
    title: 'Welcome to Lobby',
    content: 'Thank you for joining. Your welcome bonus is waiting in the promotions page.',
    created_at: '2026-11-01T12:00:00.000Z',
    is_read: 1,
  },
  {
    id: 201,
    title: 'Verify your phone number to unlock withdrawals and the monthly VIP rewards programme',
    content: 'Open your account centre and verify your phone number with the six-digit code we send you.',
    created_at: '2026-10-30T08:45:00.000Z',
    is_read: 1,
  },
]

/** `count` letters from id `firstId` down, an hour apart, unread when `unread`. */
export function manyLetters(count: number, { firstId = 1000, unread = false } = {}): Letter[] {
  const newest = Date.UTC(2026, 10, 20, 12, 0, 0)
  return Array.from({ length: count }, (_, index): Letter => ({
    id: firstId - index,
    title: `Daily mission reward #${count - index}`,
    content: `You completed the daily mission and earned ${index + 1} points.`,
    created_at: new Date(newest - index * 3_600_000).toISOString(),
    is_read: unread || index % 3 === 0 ? 0 : 1,
  }))
}
