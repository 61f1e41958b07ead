export {
  DiscountPage,
  promotionsInCategory,
  type DiscountCategory,
  type DiscountCategoryValue,
  type DiscountPageProps,
  type DiscountPageStatus,
  type DiscountPromotion,
} from './discount-page.tsx'
