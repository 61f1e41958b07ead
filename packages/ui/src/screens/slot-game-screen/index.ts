export { SlotGameScreen, type GameLabel, type GameLabelValue, type SlotGameScreenProps } from './slot-game-screen.tsx'
