import type { Translate } from '../text/create-translator.ts'

/** The site's names for agent levels (`/arks/web/agent-level-rename`), by level. */
export type LevelNames = Readonly<Record<number, string>>

/** The name of downline `level` (1 = registered through the agent): the site's name, else "Level {level}". */
export function levelName(t: Translate, level: number, names?: LevelNames): string {
  const name = names?.[level]?.trim()
  return name ? name : t('agent_team.level', { level })
}
