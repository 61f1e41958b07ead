export { LOBBY_BANNER_ASPECT, LobbyScreen, type LobbyScreenProps } from './lobby-screen.tsx'
export { LobbyTabs, type LobbyMemberState, type LobbyTabsProps } from './lobby-tabs.tsx'
