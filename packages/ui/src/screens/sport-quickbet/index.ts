export {
  SportQuickbet,
  sportQuickbetVariants,
  type SportQuickbetProps,
  type SportQuickbetStatus,
} from './sport-quickbet.tsx'
