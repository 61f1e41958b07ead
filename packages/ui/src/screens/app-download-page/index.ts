export { AppDownloadPage, appLinkHref, type AppDownloadPageProps } from './app-download-page.tsx'
