export {
  LobbySections,
  type LobbySection,
  type LobbySectionsProps,
  type LobbySectionsStatus,
} from './lobby-sections.tsx'
