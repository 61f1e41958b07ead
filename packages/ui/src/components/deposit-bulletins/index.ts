export {
  DepositBulletins,
  depositBulletinsVariants,
  type DepositBulletinEntry,
  type DepositBulletinsProps,
} from './deposit-bulletins.tsx'
