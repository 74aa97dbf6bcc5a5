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

test("the shop's mark paints before the stylesheet arrives, and the app waits for it", async ({
  page,
}) => {
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/assets/*.css', async (route) => {
    await held;
    await route.continue();
  });
  await page.goto('/', { waitUntil: 'commit' });
  const splash = page.getByRole('status', { name: 'Loading' });
  await expect(splash).toBeVisible();
  await expect(splash.getByText('CircuitKart')).toBeVisible();
  // Laid out by the page's own small style: over the whole screen, the ring in the brand colour.
  const look = await splash.evaluate((element) => {
    const ring = element.querySelector('.animate-spin');
    return {
      position: getComputedStyle(element).position,
      ringTop: ring ? getComputedStyle(ring).borderTopColor : '',
    };
  });
  expect(look).toEqual({ position: 'fixed', ringTop: 'rgb(8, 122, 151)' });
  // Until the stylesheet is here, the app has not replaced the splash.
  await page.waitForTimeout(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(0);
  release();
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  await expect(splash).toBeHidden();
});
