export {
  filterGames,
  GAME_GRID_COLUMNS,
  GAME_TILE_SIZE,
  GameGrid,
  matchesGameSearch,
  type GameGridProps,
  type GameGridStatus,
  type GameGridVariant,
  type GameTile,
} from './game-grid.tsx'
