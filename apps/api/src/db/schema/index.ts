export * from './accounts';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './reviews';
export * from './enquiries';
export * from './wishlist';
export * from './invoices';
