export { Footer, type FooterAction, type FooterLink, type FooterProps } from './footer.tsx'
