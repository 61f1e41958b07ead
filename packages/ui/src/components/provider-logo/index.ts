export { ProviderLogo, type ProviderLogoProps } from './provider-logo.tsx'
