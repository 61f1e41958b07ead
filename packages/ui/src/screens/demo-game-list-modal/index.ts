export {
  DemoGameListModal,
  type DemoGame,
  type DemoGameListModalProps,
  type DemoGameListStatus,
} from './demo-game-list-modal.tsx'
