export { GameCategoryNav, type GameCategoryNavItem, type GameCategoryNavProps } from './game-category-nav.tsx'
