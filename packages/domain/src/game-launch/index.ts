export * from './balance-pull.ts'
export * from './launcher.ts'
export * from './open-mode.ts'
