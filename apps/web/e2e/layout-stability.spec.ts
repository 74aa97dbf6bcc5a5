/**
 * Pages hold their layout while their code and data arrive on a slow phone: the cumulative layout
 * shift (the browser's own measure) stays under 0.05 on the pages shoppers land on.
 */
import { expect, test } from './fixtures';

test('landing pages do not shift while they load on a slow phone', async ({ browser, shop }) => {
  for (const path of ['/', '/category/development-boards', '/cart']) {
    const context = await browser.newContext({
      baseURL: shop.url,
      viewport: { width: 412, height: 823 },
      isMobile: true,
    });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: 1.6e6 / 8,
      uploadThroughput: 750e3 / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries() as Array<
          PerformanceEntry & {
            value: number;
            hadRecentInput: boolean;
          }
        >) {
          if (!entry.hadRecentInput) shifts.push(entry.value);
        }
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible({ timeout: 30_000 });
    await page.waitForLoadState('networkidle');
    const shift = await page.evaluate(() =>
      (window as unknown as { layoutShifts: number[] }).layoutShifts.reduce((a, b) => a + b, 0),
    );
    expect(shift, `layout shift on ${path}`).toBeLessThan(0.05);
    await context.close();
  }
});
