/**
 * Icon: the package's icons, from Lucide (`lucide-react`, ISC, pinned), under house names that say what an icon is
 * FOR (`CloseIcon`, `BackIcon`), not what it draws, so a brand that swaps a glyph changes one line here.
 *
 * Contract
 * - MUST be imported by name from this module (`import { CloseIcon } from '../../primitives/icon/icon.tsx'`): each
 *   Lucide icon is its own ES module and `lucide-react` has no side effects, so a bundle carries only the icons
 *   its screens use. Never `import * as` Lucide, never its `DynamicIcon`.
 * - MUST be decorative beside text: Lucide sets `aria-hidden="true"` when the icon has no `aria-label` / `title`;
 *   the button or link around it carries the name. An icon that stands alone (an icon-only button) is named by its
 *   button's `aria-label`, not by the icon.
 * - Size it with a class (`size-4`; a `Button` sizes its icons) and colour it with text colour (`currentColor`);
 *   `strokeWidth` is 2 unless a place needs a lighter or heavier line.
 * - MUST NOT hold hand-drawn icons: a glyph Lucide lacks is added here, as a component named like the others.
 *   Illustrations (the language flags, the QR code, the roulette wheel, the red envelope) are not icons.
 */
export type { LucideIcon as IconComponent, LucideProps as IconProps } from 'lucide-react'
export {
  // navigation
  ChevronLeft as BackIcon,
  ChevronLeft as PreviousIcon,
  ChevronRight as NextIcon,
  ChevronRight as ExpandIcon,
  ChevronDown as DisclosureIcon,
  ChevronUp as SortAscendingIcon,
  ChevronDown as SortDescendingIcon,
  ChevronsUpDown as SortIcon,
  ExternalLink as ExternalLinkIcon,
  LogOut as QuitIcon,
  // actions
  X as CloseIcon,
  Check as CheckIcon,
  Download as DownloadIcon,
  Search as SearchIcon,
  RefreshCw as RefreshIcon,
  RotateCw as ReloadIcon,
  Play as PlayIcon,
  Pause as PauseIcon,
  Eye as PasswordShownIcon,
  EyeOff as PasswordHiddenIcon,
  Link as LinkIcon,
  // things
  Heart as FavoriteIcon,
  Wallet as WalletIcon,
  Lock as LockIcon,
  Calendar as CalendarIcon,
  Clock as HistoryIcon,
  LayoutGrid as AllGamesIcon,
  Volume2 as AnnouncementIcon,
  Mail as InboxIcon,
  Gift as GiftIcon,
  Flame as HotIcon,
  Smartphone as DeviceIcon,
  LoaderPinwheel as RouletteIcon,
  House as HomeIcon,
  BanknoteArrowDown as DepositIcon,
  BanknoteArrowUp as WithdrawIcon,
  User as ProfileIcon,
  UserPlus as SignUpIcon,
  Headset as ServiceIcon,
  // status
  CircleCheck as SuccessIcon,
  Info as InfoIcon,
  TriangleAlert as WarningIcon,
  CircleX as ErrorIcon,
} from 'lucide-react'
