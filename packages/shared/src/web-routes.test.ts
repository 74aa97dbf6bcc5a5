import { describe, expect, it } from 'vitest';
import { isWebAppPath, matchesWebRoute } from './web-routes';

describe('matchesWebRoute', () => {
  it('matches as the web router does: a segment per parameter, any case, a trailing slash', () => {
    expect(matchesWebRoute('/product/:productId', '/product/esp32-devkit')).toBe(true);
    expect(matchesWebRoute('/product/:productId', '/Product/ESP32/')).toBe(true);
    expect(matchesWebRoute('/product/:productId', '/product')).toBe(false);
    expect(matchesWebRoute('/product/:productId', '/product/a/b')).toBe(false);
    expect(matchesWebRoute('/', '/')).toBe(true);
    expect(matchesWebRoute('/', '/x')).toBe(false);
  });

  it('lets a trailing * take any rest, or none', () => {
    expect(matchesWebRoute('/admin/*', '/admin')).toBe(true);
    expect(matchesWebRoute('/admin/*', '/admin/order/42')).toBe(true);
    expect(matchesWebRoute('/admin/*', '/administrator')).toBe(false);
  });
});

describe('isWebAppPath', () => {
  it("knows the app's pages and no others", () => {
    for (const path of [
      '/',
      '/shop',
      '/services/pcb',
      '/deals/diwali',
      '/checkout',
      '/admin-login',
    ]) {
      expect(isWebAppPath(path), path).toBe(true);
    }
    for (const path of ['/shopping', '/services/unknown', '/deals/a/b', '/wp-login.php']) {
      expect(isWebAppPath(path), path).toBe(false);
    }
  });
});
