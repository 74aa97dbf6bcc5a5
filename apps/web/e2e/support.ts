/** Journey helpers: accounts made through the real OTP flow, and catalogue look-ups. */
import fs from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { expect, request as playwrightRequest, type Page } from '@playwright/test';
import type { Product } from '@shop/shared/catalog/schemas';
import { otpFrom } from '../../api/test/smtp-inbox';
import type { Shop } from './fixtures';

export const PASSWORD = 'Circuit@2024';

/** An address of its own for each new customer: different shoppers, different networks. */
const someAddress = () =>
  `10.${Array.from({ length: 3 }, () => Math.floor(Math.random() * 256)).join('.')}`;

/**
 * Registers a customer outside the browser (the browser stays signed out), from an address of
 * their own (the shop trusts its loopback proxy), so the whole suite's registrations never meet
 * the per-address OTP limit that one real shopper would.
 */
export async function createCustomer(shop: Shop, firstName = 'Kavya', lastName = 'Menon') {
  const email = `${firstName.toLowerCase()}.${Date.now()}${Math.floor(Math.random() * 1000)}@example.in`;
  const api = await playwrightRequest.newContext({
    baseURL: shop.url,
    extraHTTPHeaders: { 'x-forwarded-for': someAddress() },
  });
  try {
    await api.post('/api/auth/send-otp', { data: { email } });
    const otp = otpFrom(await shop.inbox.waitFor(email, 15_000));
    await api.post('/api/auth/verify-otp', { data: { email, otp } });
    const answer = await api.post('/api/auth/register', {
      data: {
        email,
        firstName,
        lastName,
        mobile: '9876543210',
        password: PASSWORD,
        confirmPassword: PASSWORD,
      },
    });
    if (answer.status() !== 201) throw new Error(`register answered ${answer.status()}`);
  } finally {
    await api.dispose();
  }
  return { email, password: PASSWORD, name: `${firstName} ${lastName}` };
}

export async function products(page: Page): Promise<Product[]> {
  return (await page.request.get('/api/products?limit=100')).json() as Promise<Product[]>;
}

/** Signs in on the login page, as a shopper would. */
export async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

/** Fills the checkout's billing address: a shop in Secunderabad, Telangana. */
export async function fillBillingAddress(page: Page) {
  await page.getByLabel('Street Address', { exact: true }).fill('14 Park Lane');
  await page.getByLabel('City', { exact: true }).fill('Secunderabad');
  await page.getByLabel('State', { exact: true }).selectOption('Telangana');
  await page.getByLabel('PIN Code', { exact: true }).fill('500003');
}

/** Logs in through the open login modal. */
export async function loginInModal(page: Page, email: string, password: string) {
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Email').fill(email);
  await dialog.getByLabel('Password', { exact: true }).fill(password);
  await dialog.getByRole('button', { name: 'Login', exact: true }).click();
  await dialog.waitFor({ state: 'detached' });
}

export async function cartOf(page: Page) {
  const cart = (await (await page.request.get('/api/cart')).json()) as {
    items: Array<{ quantity: number; product: Product }>;
  };
  return cart.items.map((item) => [item.product.name, item.quantity]);
}

/** Puts two of a product in stock into the cart and fills the checkout's billing address. */
export async function startCheckout(page: Page) {
  const product = (await products(page)).find((p) => p.quantity >= 5 && p.price >= 1)!;
  const added = await page.request.post('/api/cart/add', {
    data: { productId: product._id, quantity: 2 },
  });
  expect(added.status()).toBe(200);
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Billing & Shipping Details' })).toBeVisible();
  await fillBillingAddress(page);
}

/** Places the order from the checkout: the payment page follows. */
export async function placeOrder(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByText('Order created successfully!').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Complete Your Payment' })).toBeVisible();
}

/** Places the order for cash on delivery; answers its id. */
export async function payOnDelivery(page: Page): Promise<string> {
  await placeOrder(page);
  return confirmCashOnDelivery(page);
}

/** On the payment page: cash on delivery; answers the order's id. */
export async function confirmCashOnDelivery(page: Page): Promise<string> {
  await page.getByLabel(/Cash on Delivery/).check();
  await page.getByRole('button', { name: 'Place Order' }).click();
  await expect(page.getByRole('heading', { name: 'Order Placed Successfully!' })).toBeVisible();
  const [order] = (await (await page.request.get('/api/orders')).json()) as Array<{ _id: string }>;
  return order!._id;
}

/** The desk's SHIPPED with a courier and an AWB number of the order's own. */
export const shipmentOf = (orderId: string) => ({
  status: 'SHIPPED',
  courier: 'DELHIVERY',
  trackingNumber: orderId.slice(-12).toUpperCase(),
});

/**
 * The back office ships an order, outside the browser (which keeps its own session): its tax
 * invoice is issued then.
 */
export async function shipAsBackOffice(shop: Shop, orderId: string) {
  const api = await playwrightRequest.newContext({ baseURL: shop.url });
  try {
    const login = await api.post('/api/admin/login', { data: shop.admin });
    expect(login.status()).toBe(200);
    const { token } = (await login.json()) as { token: string };
    const shipped = await api.patch(`/api/orders/${orderId}/status`, {
      data: shipmentOf(orderId),
      headers: { authorization: `Bearer ${token}` },
    });
    expect(shipped.status()).toBe(200);
  } finally {
    await api.dispose();
  }
}

/** Clicks a CSV file's link and reads the download: its file name and its lines (CRLF). */
export async function downloadCsv(page: Page, linkName: string) {
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('link', { name: linkName, exact: true }).click(),
  ]);
  const rows = fs
    .readFileSync(await download.path(), 'utf8')
    .trim()
    .split('\r\n');
  return { filename: download.suggestedFilename(), rows };
}

/** Signs the configured administrator in at /admin-login; the dashboard opens. */
export async function adminSignIn(page: Page, admin: { username: string; password: string }) {
  await page.goto('/admin-login');
  await page.getByLabel('Username').fill(admin.username);
  await page.getByLabel('Password').fill(admin.password);
  await page.getByRole('button', { name: 'Login' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
}

/** axe's WCAG 2.1 A/AA rules on the page as it is now; a failure names each rule and element. */
export async function expectAccessible(page: Page, what: string) {
  // Colours are judged once fades and entrances have finished, as a person would see them.
  await page.waitForFunction(() =>
    document.getAnimations().every((animation) => animation.playState !== 'running'),
  );
  const { violations } = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const found = violations.map(
    (v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
  );
  expect(found, `axe found problems on ${what}`).toEqual([]);
}

/** The smallest touch target a phone user can hit reliably, in CSS pixels (WCAG 2.5.5). */
export const TOUCH_TARGET_PX = 44;

/**
 * Measures every visible interactive element (links, buttons, inputs, selects, text areas and
 * elements with an interactive role) and fails listing those under TOUCH_TARGET_PX in either
 * direction. A radio or checkbox counts its label's box, which takes the tap too. Exempt, as
 * WCAG 2.5.8 exempts them: a link inside a sentence (inline, with text of the sentence around
 * it), whose size the line of text sets. Elements outside the viewport's width (a carousel's
 * other slides) are not measured; a visually hidden one (the skip link before it has focus) is
 * not a target. A link stretched over its card (an absolutely placed ::after) counts the card. The check is soft: the journey goes on and fails at its end.
 */
export async function expectTouchTargets(page: Page, what: string) {
  const small = await page.evaluate((minimum) => {
    const selector = [
      'a[href]',
      'button',
      'input:not([type="hidden"])',
      'select',
      'textarea',
      'summary',
      '[role="button"]',
      '[role="link"]',
      '[role="menuitem"]',
      '[role="tab"]',
      '[role="checkbox"]',
      '[role="radio"]',
      '[role="switch"]',
    ].join(', ');
    const describe = (element: Element) => {
      const name =
        element.getAttribute('aria-label') ||
        (element as HTMLInputElement).labels?.[0]?.textContent ||
        element.textContent ||
        element.getAttribute('name') ||
        element.getAttribute('placeholder') ||
        '';
      return `${element.tagName.toLowerCase()} "${name.replace(/\s+/g, ' ').trim().slice(0, 40)}"`;
    };
    /** A link with other words of its sentence beside it, in the same block of text. */
    const inSentence = (element: HTMLElement) => {
      if (element.tagName !== 'A' || getComputedStyle(element).display !== 'inline') return false;
      let block = element.parentElement;
      while (block && getComputedStyle(block).display === 'inline') block = block.parentElement;
      const around = (block?.textContent ?? '').replace(element.textContent ?? '', '');
      return /[A-Za-z]{2,}/.test(around);
    };
    const found: string[] = [];
    for (const element of Array.from(document.querySelectorAll<HTMLElement>(selector))) {
      const style = getComputedStyle(element);
      if (style.visibility === 'hidden' || element.closest('[hidden], [inert]')) continue;
      // Visually hidden until focused (the skip link): no target while it cannot be seen.
      if (style.clipPath.startsWith('inset(50%') || style.clip === 'rect(0px, 0px, 0px, 0px)')
        continue;
      let box = element.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      if (box.right <= 0 || box.left >= window.innerWidth) continue;
      const input = element as HTMLInputElement;
      if ((input.type === 'radio' || input.type === 'checkbox') && input.labels?.[0]) {
        const label = input.labels[0].getBoundingClientRect();
        box = new DOMRect(
          Math.min(box.left, label.left),
          Math.min(box.top, label.top),
          Math.max(box.right, label.right) - Math.min(box.left, label.left),
          Math.max(box.bottom, label.bottom) - Math.min(box.top, label.top),
        );
      }
      // A link stretched over its card by an absolutely placed ::after takes taps on the card.
      const after = getComputedStyle(element, '::after');
      if (after.content !== 'none' && after.position === 'absolute') {
        let holder = element.parentElement;
        while (holder && getComputedStyle(holder).position === 'static')
          holder = holder.parentElement;
        if (holder) box = holder.getBoundingClientRect();
      }
      if (inSentence(element)) continue;
      // Half a pixel of rounding is not a smaller target.
      if (box.width + 0.5 < minimum || box.height + 0.5 < minimum) {
        found.push(`${describe(element)} ${Math.round(box.width)}×${Math.round(box.height)}`);
      }
    }
    return [...new Set(found)];
  }, TOUCH_TARGET_PX);
  // Soft: a journey over several pages lists every page's small targets, not just the first's.
  expect
    .soft(small, `touch targets under ${TOUCH_TARGET_PX}×${TOUCH_TARGET_PX} px on ${what}`)
    .toEqual([]);
}
