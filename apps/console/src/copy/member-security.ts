/**
 * The console's words for the Security part of a member's page: the bound bank accounts and their verification, the
 * security flags and the address (IP) rules (English; see ../copy.ts).
 */
export const memberSecurityCopy = {
  title: 'Security',
  description: 'What the member may do with their money and from where they may log in.',
  readOnly: 'Read only: your role may not change a member’s security.',

  accountsCaption: 'Bank accounts',
  accountColumns: {
    bank: 'Bank',
    name: 'Account name',
    number: 'Number',
    branch: 'Branch',
    bound: 'Bound',
    state: 'State',
    actions: 'Actions',
  },
  verified: 'Verified',
  unverified: 'Not verified',
  noAccounts: 'No bank account bound.',
  verify: 'Verify',
  verifyAccount: (number: string) => `Verify the account ${number}`,
  verifyAll: 'Verify all',
  depositsWait: 'Deposits wait until one of their bank accounts is verified.',

  flagsCaption: 'Security flags',
  flags: {
    need_bank_account_deposit_verified: {
      label: 'Deposit from a verified account',
      hint: 'On: the member deposits only once one of their bank accounts is verified.',
      on: 'Deposits wait for a verified bank account until this is turned off or an account is verified.',
      off: 'The member may deposit without a verified bank account.',
    },
    need_transfer_verification: {
      label: 'Transfer verification at login',
      hint: 'On: the next login asks the member to prove who they are and choose a new password (802).',
      on: 'Their next login stops until they pass the verification and set a new password.',
      off: 'Their next login goes through without the verification.',
    },
    double_validation: {
      label: 'Double validation on a new device',
      hint: 'On: a login from a device not seen before asks a question about the member’s details (107).',
      on: 'A login from a new device asks a question only the member should know.',
      off: 'A login from a new device is no longer asked a question.',
    },
  },
  flagOn: 'On',
  flagOff: 'Off',
  flagTitle: (label: string, on: boolean, account: string) => `Turn ${on ? 'on' : 'off'} “${label}” for ${account}?`,
  flagConfirm: (on: boolean) => (on ? 'Turn on' : 'Turn off'),
  flagSaving: 'Saving…',
  flagSaved: (label: string, on: boolean) => `“${label}” is ${on ? 'on' : 'off'}.`,

  verifyTitle: (number: string, account: string) => `Verify the bank account ${number} of ${account}?`,
  verifyAllTitle: (account: string) => `Verify every bank account of ${account}?`,
  verifyDescription: (count: number) =>
    `${count === 1 ? 'The account counts' : `The ${count} unverified accounts count`} as checked: deposits that need a verified account can go on. The console cannot undo it.`,
  verifying: 'Verifying…',
  verifiedNotice: (count: number) =>
    count === 1 ? 'The bank account is verified.' : `${count} bank accounts are verified.`,
  accountGone: 'That bank account is no longer bound to the member. The page is read again.',
  cancel: 'Cancel',

  ipCaption: 'IP rules',
  ipDescription:
    'Checked in this order at every login, from the address the server sees; the first rule that matches refuses the login with its code.',
  ipColumns: { order: '#', match: 'When the address is', pattern: 'Address or block', code: 'Refused with' },
  noIpRules: 'No IP rule: the member may log in from any address.',
  editIpRules: 'Edit IP rules',
  matches: { in: 'In', not_in: 'Not in' },
  matchDescriptions: { in: 'in the block (a deny rule)', not_in: 'outside the block (an allow list)' },
  codes: {
    '106': '106 · “Logging in from this network is not allowed”',
    '201': '201 · the same message, with (201)',
    '202': '202 · the same message, with (202)',
    '203': '203 · the same message, with (203)',
  },
  codesHint:
    'The member reads “Logging in from this network is not allowed”; with 201, 202 or 203 the code follows it, so support can tell which rule refused them.',
  editorTitle: (account: string) => `IP rules of ${account}`,
  editorDescription:
    'The whole list is saved at once and replaces the rules the member had. An address (203.0.113.7), a block (10.0.0.0/8, 2001:db8::/32) or * for every address.',
  rule: (index: number) => `Rule ${index}`,
  fields: { match: 'When the address is', pattern: 'Address or block', code: 'Refused with' },
  noRulesLeft: 'No rule left: saving removes every rule of the member.',
  addRule: 'Add rule',
  removeRule: (index: number) => `Remove rule ${index}`,
  rulesMax: (max: number) => `At most ${max} rules.`,
  patternRequired: 'Type an address, a block or *.',
  patternTooLong: (max: number) => `At most ${max} characters.`,
  ipSaved: (count: number) =>
    count === 0 ? 'The IP rules are removed.' : `${count} IP ${count === 1 ? 'rule is' : 'rules are'} saved.`,
  serverRefused: (reason: string) => `The server refused this: ${reason}.`,
  saveFailed: (reason: string) => `The IP rules were not saved: ${reason}`,
}
