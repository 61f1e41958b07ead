export { StartScreen, type StartScreenProps } from './start-screen.tsx'
