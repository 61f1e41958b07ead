import { describe, expect, it, vi } from 'vitest'
import { markRealityCheckTitle, unmarkRealityCheckTitle } from './reality-check-title.ts'

const page = (title: string) => {
  const doc = { title } as Document
  const win = { focus: vi.fn() } as unknown as Window
  return { doc, win }
}

describe("the reality check's mark on the tab", () => {
  it("starts the title with the check's name, asks for the front, and gives the title back", () => {
    const { doc, win } = page('Casino | Lobby')
    markRealityCheckTitle('Reality check', doc, win)
    expect(doc.title).toBe('⏰ Reality check · Casino | Lobby')
    expect(win.focus).toHaveBeenCalledOnce()
    unmarkRealityCheckTitle(doc)
    expect(doc.title).toBe('Casino | Lobby')
  })

  it('marks once while the check shows', () => {
    const { doc, win } = page('Lobby')
    markRealityCheckTitle('Reality check', doc, win)
    markRealityCheckTitle('Reality check', doc, win)
    expect(doc.title).toBe('⏰ Reality check · Lobby')
    unmarkRealityCheckTitle(doc)
    expect(doc.title).toBe('Lobby')
  })

  it('keeps a title a navigation wrote meanwhile', () => {
    const { doc, win } = page('Lobby')
    markRealityCheckTitle('Reality check', doc, win)
    doc.title = 'Promotions | Lobby'
    unmarkRealityCheckTitle(doc)
    expect(doc.title).toBe('Promotions | Lobby')
  })

  it('survives a browser that refuses focus', () => {
    const doc = { title: 'Lobby' } as Document
    const win = {
      focus: () => {
        throw new Error('refused')
      },
    } as unknown as Window
    markRealityCheckTitle('Reality check', doc, win)
    expect(doc.title).toBe('⏰ Reality check · Lobby')
  })
})
