export { cn } from './lib/cn.ts'
export { BRANDS, THEMES, type Brand, type Layout, type Theme } from './lib/theme.ts'
export * from './text/index.ts'
export { catalogues, LOCALES, type Locale } from './locales/index.ts'

export * from './components/button/index.ts'
export * from './components/skeleton/index.ts'
export * from './components/game-category-nav/index.ts'
export * from './components/provider-grid/index.ts'
