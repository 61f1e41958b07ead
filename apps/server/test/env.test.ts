import { describe, expect, it } from 'vitest'
import { envFlag, resolveDbPath } from '../src/config/env.ts'

describe('LOBBY_DB', () => {
  it.each([
    [undefined, '/srv/lobby/data/lobby.db'],
    ['', '/srv/lobby/data/lobby.db'],
    ['./other.db', '/srv/lobby/other.db'],
    ['/var/lib/lobby.db', '/var/lib/lobby.db'],
    [':memory:', ':memory:'],
    [' :memory: ', ':memory:'],
  ])('%j resolves to %s', (value, expected) => {
    expect(resolveDbPath(value, '/srv/lobby')).toBe(expected)
  })
})

describe('LOBBY_DEV_HOOKS', () => {
  it.each([
    ['1', false, true],
    ['true', false, true],
    ['ON', false, true],
    ['0', true, false],
    ['false', true, false],
    ['no', true, false],
    [undefined, true, true],
    [undefined, false, false],
    ['maybe', false, false],
  ])('%j with default %s is %s', (value, fallback, expected) => {
    expect(envFlag(value, fallback)).toBe(expected)
  })
})
