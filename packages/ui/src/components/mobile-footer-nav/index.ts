export { MobileFooterNav, type MobileFooterNavEntry, type MobileFooterNavProps } from './mobile-footer-nav.tsx'
