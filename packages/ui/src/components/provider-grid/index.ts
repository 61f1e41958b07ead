export {
  PROVIDER_GRID_COLUMNS,
  ProviderGrid,
  type Provider,
  type ProviderGridProps,
  type ProviderGridStatus,
} from './provider-grid.tsx'
