export { CONTENT_SECTIONS, ContentArea, type ContentAreaProps, type ContentSection } from './content-area.tsx'
