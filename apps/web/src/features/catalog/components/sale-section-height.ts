/** The height a sale carousel takes, held by its placeholder while Swiper loads (home and Hot Deals). */
export const SALE_CAROUSEL_HEIGHT = 'h-[29rem] sm:h-[27rem] lg:h-[28rem]';
