import { ApiError, depositStore, RG_CODE, walletTransfer, type Endpoint } from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'

/*
 * Responsible gambling's limit refusals where money is asked for (issue 25): the deposit form and the wallet transfer
 * show the server's message as it came (how much is left, when it renews, in the member's language), as they show
 * any refusal, instead of a key of ours for a code they do not know.
 */

const answers = vi.hoisted(() => new Map<string, unknown>())

vi.mock('../../app/api.ts', () => ({
  api: {
    sharedSignal: undefined,
    call: vi.fn(async (endpoint: Endpoint) => {
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer ?? { cash: 0, total: 0, my_cash_list: [] }
    }),
  },
}))
vi.mock('../../app/i18n.ts', () => ({ siteText: vi.fn(async (key: string) => key) }))
vi.mock('../../app/payment-windows.ts', () => ({
  paymentWindowHere: () => 'depositRedirect',
  openPaymentWindow: () => null,
  sendPaymentWindow: () => false,
  closePaymentWindow: () => undefined,
}))
vi.mock('../../app/realtime.ts', () => ({
  realtime: { on: () => () => {}, onMemberChannel: () => () => {}, memberChannel: null },
}))

const { submitDeposit, transferWallet } = await import('./actions.ts')
const { memberCentreStore } = await import('./store.ts')

const refusal = (code: string, message: string) => new ApiError({ kind: 'business', code, message })
const depositLeft = 'this deposit is more than your deposit limit leaves: $ 25.00 left until it renews on Nov 21'

beforeEach(() => {
  answers.clear()
  memberCentreStore.deposit.serverError = undefined
  memberCentreStore.transfer.error = undefined
})

describe('limit refusals', () => {
  it('a deposit above the deposit limit (170) shows the server message', async () => {
    answers.set(depositStore.path, refusal(RG_CODE.depositLimit, depositLeft))
    await submitDeposit({ channel_id: 1, amount: 10_000 })
    expect(memberCentreStore.deposit.serverError).toBe(depositLeft)
    expect(memberCentreStore.deposit.submitting).toBe(false)
  })

  it.each([RG_CODE.lossLimit, RG_CODE.wagerLimit, RG_CODE.sessionLimit])(
    'a transfer into a game wallet refused with %s shows the server message',
    async (code) => {
      answers.set(walletTransfer.path, refusal(code, `refused by limit ${code}`))
      await transferWallet({ from: 'main', to: 'house', amount: 5_000 })
      expect(memberCentreStore.transfer.error).toBe(`refused by limit ${code}`)
    },
  )

  it('other refusals keep their own message keys', async () => {
    answers.set(depositStore.path, refusal('102', 'channel closed'))
    await submitDeposit({ channel_id: 1, amount: 10_000 })
    expect(memberCentreStore.deposit.serverError).toBe('member_site.fund_102')
  })
})
