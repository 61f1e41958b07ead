import { Navigate, Route, Routes, useLocation } from 'react-router'
import { useConsoleLinks } from '../app/links.ts'
import {
  BannersContainer,
  FloatButtonsContainer,
  FootersContainer,
  MarqueeContainer,
  ModelListsContainer,
  PagesContainer,
  ServiceLinkContainer,
} from '../features/content/content-containers.tsx'
import { CONTENT_SECTIONS, ContentArea, type ContentSection } from '../screens/content-area/index.ts'

const PATHS: Record<ContentSection, string> = {
  banners: '/content/banners',
  marquee: '/content/marquee',
  service: '/content/customer-service',
  float: '/content/float-buttons',
  footers: '/content/footers',
  models: '/content/model-lists',
  pages: '/content/pages',
}

/**
 * `/content/*`: the content area, a section per sub-route (banners, marquee, customer service, float buttons, footers,
 * model lists, pages).
 */
export function ContentRoute() {
  const links = useConsoleLinks()
  const { pathname } = useLocation()
  const section = CONTENT_SECTIONS.find((id) => pathname.startsWith(PATHS[id])) ?? 'banners'
  return (
    <ContentArea section={section} hrefOf={(id) => links.href(PATHS[id])} onNavigate={(id) => links.go(PATHS[id])}>
      <Routes>
        <Route index element={<Navigate to="banners" replace />} />
        <Route path="banners" element={<BannersContainer />} />
        <Route path="marquee" element={<MarqueeContainer />} />
        <Route path="customer-service" element={<ServiceLinkContainer />} />
        <Route path="float-buttons" element={<FloatButtonsContainer />} />
        <Route path="footers" element={<FootersContainer />} />
        <Route path="model-lists" element={<ModelListsContainer />} />
        <Route path="pages" element={<PagesContainer />} />
        <Route path="*" element={<Navigate to="banners" replace />} />
      </Routes>
    </ContentArea>
  )
}
