export { DashboardScreen, isQuiet, type DashboardScreenProps } from './dashboard-screen.tsx'
