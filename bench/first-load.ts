/**
 * The storefront's first load: starts the shop as `npm start` would (built web app, fresh PGlite),
 * opens the home page in Chromium without scrolling and adds up the JavaScript it downloaded, as
 * sent over the wire (compressed). Budget: 150 KB. Run by hand: `npm run bench:first-load`
 * (builds the web app first if it has not been built).
 */
import { chromium } from 'playwright-core';
import { chromiumPath, startShop } from './shop';

const shop = await startShop();
try {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const scripts: Array<{ url: string; bytes: number }> = [];
  page.on('requestfinished', async (request) => {
    if (request.resourceType() !== 'script') return;
    const sizes = await request.sizes();
    scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize });
  });
  await page.goto(shop.url, { waitUntil: 'networkidle' });
  await browser.close();
  const total = scripts.reduce((sum, s) => sum + s.bytes, 0);
  for (const s of scripts.sort((a, b) => b.bytes - a.bytes)) {
    console.log(`${(s.bytes / 1024).toFixed(1).padStart(7)} KB  ${s.url}`);
  }
  console.log(
    `${(total / 1024).toFixed(1).padStart(7)} KB  JavaScript on the home page's first load (budget 150 KB)`,
  );
} finally {
  await shop.close();
}
