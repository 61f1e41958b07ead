export { filterGames, matchesGameSearch } from '@lobby/domain'
export {
  GAME_GRID_COLUMNS,
  GAME_TILE_SIZE,
  GameGrid,
  type GameGridPassThroughProps,
  type GameGridProps,
  type GameGridStatus,
  type GameGridVariant,
  type GameTile,
} from './game-grid.tsx'
