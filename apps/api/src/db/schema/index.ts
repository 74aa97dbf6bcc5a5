export * from './accounts';
export * from './catalog';
export * from './cart';
export * from './orders';
export * from './invoices';
