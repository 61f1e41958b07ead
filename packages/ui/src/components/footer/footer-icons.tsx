import type { ComponentProps } from 'react'

/** 24x24 stroke icons shared by Footer and MobileFooterNav. Decorative. */
function Icon({ children, ...props }: ComponentProps<'svg'>) {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      strokeLinejoin="round"
      {...props}
    >
      {children}
    </svg>
  )
}

export const footerIcons = {
  home: (
    <Icon>
      <path d="M4 10.5 12 4l8 6.5V19a1 1 0 0 1-1 1h-4.5v-5.5h-5V20H5a1 1 0 0 1-1-1z" />
    </Icon>
  ),
  deposit: (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M12 9v6M9.5 12.5 12 15l2.5-2.5M3 10h3M18 10h3" />
    </Icon>
  ),
  withdraw: (
    <Icon>
      <rect x="3" y="6" width="18" height="13" rx="2" />
      <path d="M12 15V9M9.5 11.5 12 9l2.5 2.5M3 10h3M18 10h3" />
    </Icon>
  ),
  wallet: (
    <Icon>
      <path d="M4 7a2 2 0 0 1 2-2h11v3" />
      <rect x="4" y="8" width="16" height="11" rx="2" />
      <circle cx="16" cy="13.5" r="1.2" />
    </Icon>
  ),
  signup: (
    <Icon>
      <circle cx="10" cy="8" r="3.5" />
      <path d="M3.5 19.5c.8-3.6 3.4-5.5 6.5-5.5 1.3 0 2.5.3 3.5 1M18 14v6M15 17h6" />
    </Icon>
  ),
  profile: (
    <Icon>
      <circle cx="12" cy="8" r="3.5" />
      <path d="M5 20c.8-3.8 3.6-6 7-6s6.2 2.2 7 6" />
    </Icon>
  ),
  service: (
    <Icon>
      <path d="M4.5 14v-2a7.5 7.5 0 0 1 15 0v2" />
      <rect x="3.5" y="13" width="4" height="6" rx="1.5" />
      <rect x="16.5" y="13" width="4" height="6" rx="1.5" />
      <path d="M18.5 19c0 1.2-1.6 2-4 2h-1.5" />
    </Icon>
  ),
  link: (
    <Icon>
      <path d="M10 14a4 4 0 0 0 5.7 0l3-3a4 4 0 0 0-5.7-5.7l-1 1" />
      <path d="M14 10a4 4 0 0 0-5.7 0l-3 3a4 4 0 0 0 5.7 5.7l1-1" />
    </Icon>
  ),
} as const
