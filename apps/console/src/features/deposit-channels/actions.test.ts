import { adminDepositChannelSave, adminDepositChannels, ApiError, type Endpoint } from '@lobby/api'
import { beforeEach, describe, expect, it, vi } from 'vitest'
import { siteChannels, siteCurrencies } from '../../fixtures/deposit-channels.ts'

/** The admin calls answered per test: by endpoint path, a value or an error; each call kept with its body. */
const answers = new Map<string, unknown>()
const calls: { path: string; body: unknown }[] = []
vi.mock('../../app/api.ts', () => ({
  api: {
    call: vi.fn(async (endpoint: Endpoint, body: unknown) => {
      calls.push({ path: endpoint.path, body })
      const answer = answers.get(endpoint.path)
      if (answer instanceof Error) throw answer
      return answer
    }),
  },
}))

const { loadChannels, saveChannel, startCreating, startEditing, stopEditing, switchChannel } =
  await import('./actions.ts')
const { depositChannels } = await import('./store.ts')
const { copy } = await import('../../copy.ts')
const words = copy.depositChannels

const bankTransfer = siteChannels.find((c) => c.name === 'Bank transfer')!
const invalid = (field: string, reason: string) =>
  new ApiError({ kind: 'invalid', code: '400', message: `${field}: ${reason}`, field, status: 400 })
const forbidden = () => new ApiError({ kind: 'http', code: '403', message: 'your role may not do this', status: 403 })
/** The list reload the actions start without awaiting it. */
const settled = () => new Promise((resolve) => setTimeout(resolve, 0))

const draft = {
  currency: 'USD',
  name: 'Crypto wallet',
  kind: 'ewallet' as const,
  min_amount: 1_000,
  max_amount: 250_000,
  enabled: true,
}
const added = { ...draft, id: 11, site_id: 'lobby-demo', enabled: 1 as const, sort: 4 }

beforeEach(() => {
  answers.clear()
  calls.length = 0
  answers.set(adminDepositChannels.path, { currencies: siteCurrencies, list: siteChannels })
  Object.assign(depositChannels, {
    status: 'ready',
    errorMessage: '',
    currencies: [...siteCurrencies],
    rows: [...siteChannels],
    editing: null,
    saving: false,
    saveError: '',
    fieldErrors: {},
    switching: null,
    notice: null,
  })
})

describe('loading', () => {
  it('keeps the currencies and the channels', async () => {
    Object.assign(depositChannels, { status: 'loading', rows: [], currencies: [] })
    await loadChannels()
    expect(depositChannels.status).toBe('ready')
    expect(depositChannels.currencies).toEqual(siteCurrencies)
    expect(depositChannels.rows).toEqual(siteChannels)
  })

  it('a 403 is the forbidden state, another failure the error state', async () => {
    answers.set(adminDepositChannels.path, forbidden())
    await loadChannels()
    expect(depositChannels.status).toBe('forbidden')
    answers.set(adminDepositChannels.path, new ApiError({ kind: 'network', code: 'network', message: 'network' }))
    await loadChannels()
    expect(depositChannels.status).toBe('error')
    expect(depositChannels.errorMessage).toBe(copy.failure.network)
  })
})

describe('saving from the editor', () => {
  it('a new channel: the draft as the body, the dialog closed, the row added, a notice', async () => {
    startCreating()
    expect(depositChannels.editing).toBe('new')
    answers.set(adminDepositChannelSave.path, added)
    await saveChannel(draft)
    expect(calls).toEqual([{ path: adminDepositChannelSave.path, body: draft }])
    expect(depositChannels.editing).toBeNull()
    expect(depositChannels.rows).toContainEqual(added)
    expect(depositChannels.rows).toHaveLength(siteChannels.length + 1)
    expect(depositChannels.notice).toEqual({ tone: 'success', text: words.saved('Crypto wallet') })
  })

  it('a changed channel replaces its row', async () => {
    startEditing(bankTransfer)
    const changed = { ...bankTransfer, name: 'Wire transfer', max_amount: 900_000 }
    answers.set(adminDepositChannelSave.path, changed)
    await saveChannel({ ...draft, id: bankTransfer.id, name: 'Wire transfer', kind: 'bank', max_amount: 900_000 })
    expect(depositChannels.rows).toHaveLength(siteChannels.length)
    expect(depositChannels.rows.find((r) => r.id === bankTransfer.id)).toEqual(changed)
    expect(depositChannels.editing).toBeNull()
  })

  it('a 400 naming a field shows under it and keeps the dialog open', async () => {
    startCreating()
    answers.set(adminDepositChannelSave.path, invalid('max_amount', 'the minimum must not be above the maximum'))
    await saveChannel(draft)
    expect(depositChannels.editing).toBe('new')
    expect(depositChannels.fieldErrors).toEqual({
      max_amount: words.serverRefused('the minimum must not be above the maximum'),
    })
    expect(depositChannels.saving).toBe(false)
  })

  it('a currency the site does not offer (103) shows under the currency', async () => {
    startCreating()
    answers.set(
      adminDepositChannelSave.path,
      new ApiError({ kind: 'business', code: '103', message: 'currency not offered' }),
    )
    await saveChannel({ ...draft, currency: 'THB' })
    expect(depositChannels.fieldErrors).toEqual({ currency: words.serverRefused('currency not offered') })
    expect(depositChannels.editing).toBe('new')
  })

  it('a channel gone meanwhile (400 id) closes the dialog and reads the list again', async () => {
    startEditing(bankTransfer)
    answers.set(adminDepositChannelSave.path, invalid('id', 'no such deposit channel'))
    await saveChannel({ ...draft, id: bankTransfer.id })
    expect(depositChannels.editing).toBeNull()
    expect(depositChannels.notice).toEqual({ tone: 'error', text: words.gone })
    await settled()
    expect(calls.map((c) => c.path)).toContain(adminDepositChannels.path)
  })

  it('a 403 closes the dialog and says the role may not', async () => {
    startCreating()
    answers.set(adminDepositChannelSave.path, forbidden())
    await saveChannel(draft)
    expect(depositChannels.editing).toBeNull()
    expect(depositChannels.notice).toEqual({ tone: 'error', text: words.saveForbidden })
  })

  it('another failure stays above the form; Cancel is refused while saving', async () => {
    startCreating()
    answers.set(adminDepositChannelSave.path, new ApiError({ kind: 'network', code: 'network', message: 'network' }))
    await saveChannel(draft)
    expect(depositChannels.saveError).toBe(words.saveFailed(copy.failure.network))
    depositChannels.saving = true
    stopEditing()
    expect(depositChannels.editing).toBe('new')
    depositChannels.saving = false
    stopEditing()
    expect(depositChannels.editing).toBeNull()
  })
})

describe('turning a channel on or off', () => {
  it('sends only the id and the state; the row shows the result', async () => {
    answers.set(adminDepositChannelSave.path, { ...bankTransfer, enabled: 0 })
    await switchChannel(bankTransfer, false)
    expect(calls).toEqual([{ path: adminDepositChannelSave.path, body: { id: bankTransfer.id, enabled: false } }])
    expect(depositChannels.rows.find((r) => r.id === bankTransfer.id)?.enabled).toBe(0)
    expect(depositChannels.notice).toEqual({ tone: 'success', text: words.switchedOff('Bank transfer') })
    expect(depositChannels.switching).toBeNull()
  })

  it('one switch at a time', async () => {
    depositChannels.switching = 3
    await switchChannel(bankTransfer, false)
    expect(calls).toEqual([])
  })

  it('a refusal is announced and the row stays', async () => {
    answers.set(adminDepositChannelSave.path, forbidden())
    await switchChannel(bankTransfer, false)
    expect(depositChannels.rows.find((r) => r.id === bankTransfer.id)?.enabled).toBe(1)
    expect(depositChannels.notice).toEqual({ tone: 'error', text: words.saveForbidden })
  })
})
