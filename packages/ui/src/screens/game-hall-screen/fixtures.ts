/**
 * Story fixtures for the game hall, drawn from the shared provider fixtures
 * (inline SVG logos, no network). Not exported from the package.
 */
import { longNameProviders, providers } from '../../fixtures/lobby.ts'
import type { GameHallProvider } from './game-hall-screen.tsx'

function hallProvider(index: number): GameHallProvider {
  const base = providers[index % providers.length]!
  const round = Math.floor(index / providers.length)
  return {
    id: round === 0 ? base.id : `${base.id}${round + 1}`,
    name: round === 0 ? base.name : `${base.name} ${round + 1}`,
    iconLight: base.iconLight,
    iconDark: base.iconDark,
    // Every third provider has its own house; the others share the platform's.
    house: index % 3 === 1 ? 1 : 0,
  }
}

/** The slot hall's providers. */
export const slotProviders: GameHallProvider[] = Array.from({ length: 7 }, (_, index) => hallProvider(index))

/** The live hall's providers. */
export const liveProviders: GameHallProvider[] = [6, 11, 0, 4].map((index) => hallProvider(index))

/** Thirty providers, names and ids unique, as the biggest halls have. */
export const manyProviders: GameHallProvider[] = Array.from({ length: 30 }, (_, index) => hallProvider(index))

/** A hall with one provider under maintenance. */
export const maintenanceProviders: GameHallProvider[] = slotProviders.map((provider, index) =>
  index === 1 ? { ...provider, maintenance: true } : provider,
)

/** Names that need two lines and more. */
export const longNameHallProviders: GameHallProvider[] = longNameProviders.map(
  ({ id, name, iconLight, iconDark }, index) => ({
    id,
    name,
    iconLight,
    iconDark,
    house: index % 2 === 0 ? 0 : 1,
  }),
)
