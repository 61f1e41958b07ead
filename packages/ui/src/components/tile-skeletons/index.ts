export { TileSkeletons, type TileSkeletonsProps } from './tile-skeletons.tsx'
