export {
  GAME_HALL_COLUMNS,
  GameHallScreen,
  type GameHallProvider,
  type GameHallScreenProps,
  type GameHallStatus,
  type GameHallTarget,
} from './game-hall-screen.tsx'
