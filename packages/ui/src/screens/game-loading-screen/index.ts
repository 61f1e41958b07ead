export { GameLoadingScreen, type GameLoadingScreenProps } from './game-loading-screen.tsx'
