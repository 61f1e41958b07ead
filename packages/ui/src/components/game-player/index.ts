export { GAME_FRAME_SANDBOX, GamePlayer, type GamePlayerProps } from './game-player.tsx'
