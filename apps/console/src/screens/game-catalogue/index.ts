export { GameCatalogue, type GameCatalogueProps, type GameFilter, type GameSwitch } from './game-catalogue.tsx'
