import { describe, expect, it } from 'vitest';
import { chatButtonYields } from './chat-button';

describe('the floating chat button', () => {
  it('yields on product, cart, checkout and payment pages, where it would cover their buttons', () => {
    for (const path of ['/product/esp32-devkit', '/cart', '/checkout', '/payment', '/cart/']) {
      expect(chatButtonYields(path), path).toBe(true);
    }
  });

  it('stays on the other storefront pages', () => {
    for (const path of [
      '/',
      '/shop',
      '/category/sensors',
      '/contact',
      '/orders',
      '/products',
      '/cartography',
    ]) {
      expect(chatButtonYields(path), path).toBe(false);
    }
  });
});
