export {
  FaqPage,
  groupFaqEntries,
  matchesFaqQuery,
  type FaqEntry,
  type FaqGroup,
  type FaqPageProps,
  type FaqPageStatus,
} from './faq-page.tsx'
