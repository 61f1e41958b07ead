export { GameRoom, type GameRoomProps } from './game-room.tsx'
