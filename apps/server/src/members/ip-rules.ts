import type { IpRule } from '@lobby/api/contract'
import { BlockList, isIP } from 'node:net'
import type { Db } from '../db/connection.ts'
import { businessError, type BusinessError } from '../http/errors.ts'
import { verbatim } from '../http/messages.ts'

/** `::ffff:1.2.3.4` is the IPv4 address 1.2.3.4 arriving on an IPv6 socket. */
function plainAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip)
  return mapped?.[1] ?? ip
}

/** An address, a CIDR block (`10.0.0.0/8`, `2001:db8::/32`) or `*`. */
export function isIpPattern(pattern: string): boolean {
  if (pattern === '*') return true
  const [address = '', prefix, ...rest] = pattern.split('/')
  const family = isIP(address)
  if (family === 0 || rest.length > 0) return false
  if (prefix === undefined) return true
  const bits = Number(prefix)
  return /^\d+$/.test(prefix) && bits <= (family === 4 ? 32 : 128)
}

export function ipMatches(ip: string, pattern: string): boolean {
  if (pattern === '*') return true
  const address = plainAddress(ip)
  const family = isIP(address)
  if (family === 0 || !isIpPattern(pattern)) return false
  const [base = '', prefix] = pattern.split('/')
  const baseFamily = isIP(base)
  if (baseFamily !== family) return false
  const type = family === 4 ? 'ipv4' : 'ipv6'
  const list = new BlockList()
  if (prefix === undefined) list.addAddress(base, type)
  else list.addSubnet(base, Number(prefix), type)
  return list.check(address, type)
}

/**
 * The member's address rules, in order: the first rule whose pattern the
 * address is `in` (or, for `not_in`, is not in) refuses with the rule's code
 * (106 or 201–203, all "ip_error" to the client). The address is the
 * connection's, never the `remote_addr` the client reports about itself.
 */
export async function refuseByIpRules(db: Db, memberId: number, ip: string): Promise<BusinessError | undefined> {
  for (const rule of await ipRulesOf(db, memberId)) {
    const inside = ipMatches(ip, rule.pattern)
    if (rule.match === 'in' ? inside : !inside) return businessError(rule.code, verbatim('ip_error'))
  }
  return undefined
}

/** The member's address rules, in the order the login checks them. */
export async function ipRulesOf(db: Db, memberId: number): Promise<IpRule[]> {
  const rows = await db
    .selectFrom('member_ip_rules')
    .select(['match_type', 'pattern', 'code'])
    .where('member_id', '=', memberId)
    .orderBy('id')
    .execute()
  // Every writer checks the code against the contract's (`ipRuleSchema`), so a stored one is one of them.
  return rows.map((row) => ({ match: row.match_type, pattern: row.pattern, code: row.code as IpRule['code'] }))
}
