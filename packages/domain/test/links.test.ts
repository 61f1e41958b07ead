import { describe, expect, it } from 'vitest'
import { isExternalLink, linkType, type LinkType } from '../src/index.ts'

describe('linkType (spec section 2: sidebar links main, faq, external)', () => {
  it.each<[string, LinkType | undefined]>([
    ['/main', 'main'],
    ['/main/12', 'main'],
    ['main/12', 'main'],
    ['/main?tab=all_game', 'main'],
    ['/main#top', 'main'],
    ['/MAIN/3', 'main'],
    ['  /main/3  ', 'main'],
    ['/faq', 'faq'],
    ['/faq/7', 'faq'],
    ['faq', 'faq'],
    ['/faq?id=2', 'faq'],
    ['https://help.example.com/faq', 'external'],
    ['http://example.com', 'external'],
    ['HTTPS://EXAMPLE.COM/main', 'external'],
    ['/mainly', undefined],
    ['/main-events', undefined],
    ['/discount/3', undefined],
    ['/', undefined],
    ['', undefined],
    ['   ', undefined],
    ['//evil.example.com/main', undefined],
    ['javascript:alert(1)', undefined],
    ['JavaScript:alert(1)//main', undefined],
    ['data:text/html,<b>main</b>', undefined],
    ['mailto:help@example.com', undefined],
    ['https://', undefined],
    ['ftp://example.com/main', undefined],
  ])('%j is %s', (link, type) => {
    expect(linkType(link)).toBe(type)
  })
})

describe('isExternalLink', () => {
  it.each<[string, boolean]>([
    ['https://example.com', true],
    ['http://example.com/path?q=1', true],
    [' https://example.com ', true],
    ['https://', false],
    ['https:/example.com', false],
    ['//example.com', false],
    ['/main/1', false],
    ['javascript:alert(1)', false],
  ])('%j is %s', (link, external) => {
    expect(isExternalLink(link)).toBe(external)
  })
})
