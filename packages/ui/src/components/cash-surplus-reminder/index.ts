export {
  CashSurplusReminder,
  cashSurplusReminderVariants,
  type CashSurplusReminderProps,
} from './cash-surplus-reminder.tsx'
