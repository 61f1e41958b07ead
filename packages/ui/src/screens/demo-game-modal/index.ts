export { DemoGameModal, type DemoGameModalProps } from './demo-game-modal.tsx'
