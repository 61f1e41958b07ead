export { SportQuickbet, type SportQuickbetProps, type SportQuickbetStatus } from './sport-quickbet.tsx'
