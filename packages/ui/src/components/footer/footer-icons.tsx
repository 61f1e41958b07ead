import {
  DepositIcon,
  HomeIcon,
  LinkIcon,
  ProfileIcon,
  ServiceIcon,
  SignUpIcon,
  WalletIcon,
  WithdrawIcon,
} from '../../primitives/icon/icon.tsx'

/** The icons shared by Footer and MobileFooterNav, in the footer's lighter stroke. Decorative. */
const stroke = 1.8

export const footerIcons = {
  home: <HomeIcon strokeWidth={stroke} />,
  deposit: <DepositIcon strokeWidth={stroke} />,
  withdraw: <WithdrawIcon strokeWidth={stroke} />,
  wallet: <WalletIcon strokeWidth={stroke} />,
  signup: <SignUpIcon strokeWidth={stroke} />,
  profile: <ProfileIcon strokeWidth={stroke} />,
  service: <ServiceIcon strokeWidth={stroke} />,
  link: <LinkIcon strokeWidth={stroke} />,
} as const
