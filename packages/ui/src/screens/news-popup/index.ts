export { NewsPopup, type NewsImage, type NewsPopupProps } from './news-popup.tsx'
