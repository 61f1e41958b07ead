export { Header, type HeaderNavItem, type HeaderProps } from './header.tsx'
