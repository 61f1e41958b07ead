export { Sidebar, type SidebarLink, type SidebarProps } from './sidebar.tsx'
