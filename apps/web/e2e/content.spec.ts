/**
 * Content and service pages: every link of the header, footer, the home page's services panel
 * and the services pages opens a real page with its heading and no placeholder text; the blog's
 * filter and Load More; a service page on a 390 px phone.
 */
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const PLACEHOLDER_TEXT = /will appear here|on its way|not built yet|coming soon/i;

async function internalLinks(page: Page, scope: string): Promise<string[]> {
  return page
    .locator(`${scope} a[href^="/"]`)
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href')!))]);
}

async function expectRealPage(page: Page, href: string) {
  const response = await page.goto(href);
  expect(response?.status(), href).toBeLessThan(400);
  const main = page.locator('main');
  await expect(main.getByRole('heading').first(), href).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Page not found' }), href).toHaveCount(0);
  await expect(main, href).not.toContainText(PLACEHOLDER_TEXT);
}

test('every header, footer, home services and services link opens a real page', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/');
  await expect(page.getByRole('navigation', { name: 'Our Services' })).toBeVisible();
  const servicesPanel = await page
    .getByRole('navigation', { name: 'Our Services' })
    .locator('a[href^="/"]')
    .evaluateAll((links) => links.map((a) => a.getAttribute('href')!));
  expect(servicesPanel).toEqual([
    '/services/pcb',
    '/services/3d-printing',
    '/services/enclosure',
    '/services/battery-pack',
    '/services/sourcing',
    '/services/support',
    '/services',
  ]);
  const header = await internalLinks(page, 'header');
  const footer = await internalLinks(page, 'footer');
  for (const expected of ['/about', '/blog', '/careers', '/support', '/privacy', '/terms']) {
    expect(footer).toContain(expected);
  }
  expect(footer).toEqual(expect.arrayContaining(['/contact', '/find-store', '/shipping']));

  await page.goto('/services');
  await expect(page.getByRole('link', { name: 'Submit Enquiry' })).toBeVisible();
  const services = await internalLinks(page, 'main');
  expect(services).toEqual(
    expect.arrayContaining([...servicesPanel.slice(0, 6), '/contact', '/new-enquiry']),
  );

  const all = [...new Set([...servicesPanel, ...header, ...footer, ...services])];
  for (const href of all) await expectRealPage(page, href);

  // The headings and contact details the service pages promise.
  const pages: [string, string][] = [
    ['/services', 'Our Services'],
    ['/services/pcb', 'PCB Manufacturing'],
    ['/services/3d-printing', '3D Printing'],
    ['/services/enclosure', 'Custom Enclosures'],
    ['/services/battery-pack', 'Custom Battery Packs'],
    ['/services/sourcing', 'Component Sourcing'],
    ['/services/support', 'Technical Support'],
    ['/contact', 'Contact Us'],
    ['/about', 'About Us'],
    ['/careers', 'Careers'],
    ['/support', 'Customer Support'],
    ['/privacy', 'Privacy Policy'],
    ['/terms', 'Terms and Conditions'],
    ['/shipping', 'Shipping Policy'],
    ['/find-store', 'Find Our Store'],
    ['/blog', 'Latest Content'],
  ];
  for (const [href, heading] of pages) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1, name: heading }), href).toBeVisible();
  }

  await page.goto('/services/support');
  const main = page.locator('main');
  await expect(main.getByRole('link', { name: /^E-mail: enquiry@/ })).toHaveAttribute(
    'href',
    /^mailto:/,
  );
  await expect(main.getByRole('link', { name: /^Phone: \+91/ })).toHaveAttribute('href', /^tel:/);
  await expect(main.getByRole('link', { name: /^WhatsApp chat/ })).toHaveAttribute(
    'href',
    /^https:\/\/wa\.me\//,
  );
  await expect(main.getByRole('link', { name: /^24\/7 emergency support/ })).toBeVisible();
  await expect(main.getByRole('heading', { name: 'Frequently Asked Questions' })).toBeVisible();
  await expect(main.locator('details')).toHaveCount(5);
  await expect(main.getByRole('heading', { name: 'Request Technical Support' })).toBeVisible();

  await page.goto('/privacy');
  await expect(page.locator('main')).toContainText('Digital Personal Data Protection Act, 2023');
});

test('the blog filters by category and Load More shows the next posts', async ({ page }) => {
  await page.goto('/blog');
  const posts = page.locator('main article');
  const status = page.locator('main').getByRole('status');
  await expect(status).toHaveText('Showing 6 of 12 posts');
  await expect(posts).toHaveCount(6);

  const loadMore = page.getByRole('button', { name: 'Load More' });
  await loadMore.click();
  await expect(posts).toHaveCount(12);
  await expect(status).toHaveText('Showing 12 of 12 posts');
  await expect(loadMore).toHaveCount(0);
  // Focus moves to the first post Load More added.
  await expect(posts.nth(6)).toBeFocused();

  const filters = page.getByRole('group', { name: 'Filter posts by category' });
  await filters.getByRole('button', { name: 'Education' }).click();
  await expect(filters.getByRole('button', { name: 'Education' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(status).toHaveText('Showing 3 of 3 posts');
  await expect(posts).toHaveCount(3);
  await expect(posts.getByText('Education', { exact: true })).toHaveCount(3);
  await expect(loadMore).toHaveCount(0);

  await filters.getByRole('button', { name: 'All' }).click();
  await expect(posts).toHaveCount(6);
  await expect(loadMore).toBeVisible();
});

test('a service page fits a 390 px phone without sideways scrolling', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  for (const href of ['/services/3d-printing', '/services', '/shipping', '/contact', '/blog']) {
    await page.goto(href);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, href).toBeLessThanOrEqual(0);
  }
  await page.goto('/services/3d-printing');
  await expect(page.getByText('300 x 300 x 400 mm').first()).toBeVisible();
  await page.getByRole('link', { name: 'Get a 3D Printing Quote' }).click();
  await expect(page.getByRole('heading', { name: 'Get a 3D Printing Quote' })).toBeInViewport();
});
