export { SponsorPage, type Sponsor, type SponsorPageProps, type SponsorPageStatus } from './sponsor-page.tsx'
