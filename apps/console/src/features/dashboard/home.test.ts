import { OPERATOR_PERMISSIONS, OPERATOR_ROLES, operatorMay, type OperatorRole } from '@lobby/domain'
import { describe, expect, it } from 'vitest'
import { homePath } from './home.ts'

const permissionsOf = (role: OperatorRole) => OPERATOR_PERMISSIONS.filter((p) => operatorMay(role, p))

describe('homePath', () => {
  it.each([
    ['owner', '/dashboard'],
    ['finance', '/dashboard'],
    ['auditor', '/dashboard'],
    ['content', '/content'],
    ['support', '/members'],
  ] as const)('sends %s to %s', (role, path) => {
    expect(homePath(permissionsOf(role))).toBe(path)
  })

  it('sends every role holding dashboard.read to the dashboard, and no other', () => {
    for (const role of OPERATOR_ROLES) {
      expect(homePath(permissionsOf(role)) === '/dashboard', role).toBe(operatorMay(role, 'dashboard.read'))
    }
  })

  it('has nowhere to send a role with no screen', () => {
    expect(homePath([])).toBeUndefined()
  })
})
