export { BannerCarousel, type BannerCarouselProps, type BannerSlide } from './banner-carousel.tsx'
