import type { OperatorPermission } from '@lobby/domain'
import { screensFor } from '../../lib/console-screens.ts'

/**
 * Where `/` sends an operator: the first screen of the menu the role may open. The dashboard is first, so finance,
 * the owner and the auditor land on it; a role without `dashboard.read` lands on its own first screen (content on
 * Site content, support on Members). Undefined for a role with no screen at all.
 */
export function homePath(permissions: readonly OperatorPermission[]): string | undefined {
  return screensFor(permissions)[0]?.path
}
