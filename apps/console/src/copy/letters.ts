/** The console's words for letters (English; see ../copy.ts). */
export const lettersCopy = {
  title: 'Letters',
  description:
    'Personal messages to members: one member, a segment (a currency, an agent’s line) or everyone on the site.',
  count: (n: number) => (n === 1 ? '1 letter sent' : `${n} letters sent`),
  compose: 'Write a letter',
  caption: 'Letters sent, newest first',
  columns: {
    title: 'Title',
    target: 'Sent to',
    language: 'Language',
    reached: 'Reached',
    read: 'Read',
    sentBy: 'Sent by',
    sentAt: 'Sent',
  },
  targets: { member: 'One member', segment: 'A segment', all: 'Everyone on the site' },
  targetOf: (row: {
    target: string
    member_account: string | null
    currency: string | null
    agent_account: string | null
  }) => {
    if (row.target === 'member') return `Member ${row.member_account ?? ''}`
    if (row.target === 'all') return 'Everyone'
    const parts = [
      row.currency ? `currency ${row.currency}` : '',
      row.agent_account ? `line of ${row.agent_account}` : '',
    ].filter(Boolean)
    return `Segment: ${parts.join(', ')}`
  },
  anyLanguage: 'Every language',
  members: (n: number) => (n === 1 ? '1 member' : `${n} members`),
  forbiddenWhat: 'letters',
  loading: 'Loading letters…',
  errorTitle: 'The letters could not be loaded',
  emptyTitle: 'No letter sent yet',
  emptyBody: 'Write one to a member, a segment or everyone on the site.',
  emptyBodyReadOnly: 'Letters the content desk sends will show here.',
  pages: 'Pages of letters',
  composerTitle: 'Write a letter',
  composerDescription: 'Each member it reaches gets it in their inbox at once.',
  fields: {
    target: 'Send to',
    member: 'Member account',
    currency: 'Currency',
    agent: 'Agent account (their whole line)',
    language: 'Language',
    title: 'Title',
    content: 'Message',
  },
  segmentHint: 'Active members of this currency, of this agent’s line, or both.',
  languageHint: 'Members reading the site in another language do not see it; leave it on Every language for all.',
  currencyNone: 'Any currency',
  memberRequired: 'Enter the member’s account.',
  segmentRequired: 'Choose a currency, an agent or both.',
  titleRequired: 'Enter a title.',
  titleTooLong: (max: number) => `At most ${max} characters.`,
  contentRequired: 'Write the message.',
  contentTooLong: (max: number) => `At most ${max} characters.`,
  serverRefused: (reason: string) => `The server refused this: ${reason}`,
  cancel: 'Cancel',
  send: 'Send',
  sending: 'Sending…',
  sent: (n: number) => (n === 1 ? 'Sent to 1 member.' : `Sent to ${n} members.`),
  sendFailed: (why: string) => `The letter was not sent. ${why}`,
  memberNotFound: 'No member has that account on this site.',
  agentNotFound: 'No agent has that account on this site.',
  noReceivers: 'No active member is in this segment: nothing was sent.',
  currencyNotOffered: 'The site does not offer this currency.',
  actionForbidden: 'Your role may not send letters.',
}
