export { MobileFooterNav, type MobileFooterNavItem, type MobileFooterNavProps } from './mobile-footer-nav.tsx'
