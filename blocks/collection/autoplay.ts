/** Its own chunk: only carousels that autoplay download it. */
export { Autoplay } from 'swiper/modules';
