/** Two columns on a 360 px phone, up to four on a desktop (within the 1152 px content column). */
export const SHOP_GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 sm:gap-4 lg:grid-cols-4';
