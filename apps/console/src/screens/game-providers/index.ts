export { GameProviders, type GameProvidersProps } from './game-providers.tsx'
export {
  PROVIDER_FIELDS,
  type ProviderDraft,
  type ProviderField,
  type ProviderFieldErrors,
  type ProviderRow,
} from './provider-dialog.tsx'
