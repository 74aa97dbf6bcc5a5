/**
 * Reviews, live: the owner of a delivered order gives feedback with a picture from My Orders, and
 * a visitor with the product page open sees it appear without reloading; the admin replies from
 * the Reviews screen and the reply appears on that page the same way; the reviewer is e-mailed the
 * reply, and staff hiding the review takes it off the product page. An order of several products
 * rates each on its own.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import type { Product } from '@shop/shared/catalog/schemas';
import { expect, test } from './fixtures';
import type { Shop } from './fixtures';
import { createCustomer, products, shipmentOf } from './support';

const address = {
  firstName: 'Kavya',
  lastName: 'Menon',
  email: 'kavya.menon@example.in',
  phone: '9876543210',
  street: '7 Jubilee Hills Road',
  apartment: '',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500033',
  country: 'India',
};

/** Places an order of one of each product for the signed-in page's customer, through the API. */
async function placeOrder(request: APIRequestContext, ...bought: Product[]): Promise<string> {
  for (const product of bought) {
    expect(
      (
        await request.post('/api/cart/add', { data: { productId: product._id, quantity: 1 } })
      ).status(),
    ).toBe(200);
  }
  const answer = await request.post('/api/orders', {
    data: {
      orderItems: bought.map((product) => ({
        product: product._id,
        quantity: 1,
        price: product.price,
        name: product.name,
      })),
      billingAddress: address,
      shippingAddress: address,
      gstNumber: '',
      companyName: '',
      orderNotes: '',
      totalAmount: bought.reduce((total, product) => total + product.price, 0),
      paymentStatus: 'PENDING',
      orderStatus: 'PENDING',
    },
  });
  expect(answer.status()).toBe(201);
  return ((await answer.json()) as { _id: string })._id;
}

/** Takes the order to DELIVERED through the admin API, as the orders desk does. */
async function deliver(request: APIRequestContext, shop: Shop, orderId: string) {
  const login = await request.post('/api/admin/login', { data: shop.admin });
  const { token } = (await login.json()) as { token: string };
  for (const status of ['PROCESSING', 'SHIPPED', 'DELIVERED']) {
    const moved = await request.patch(`/api/orders/${orderId}/status`, {
      data: status === 'SHIPPED' ? shipmentOf(orderId) : { status },
      headers: { authorization: `Bearer ${token}` },
    });
    expect(moved.status()).toBe(200);
  }
}

async function signIn(page: Page, email: string, password: string) {
  await page.goto('/auth');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page.getByText('Login successful!').first()).toBeVisible();
}

test('a delivered order’s feedback and the admin’s reply reach an open product page live', async ({
  page,
  browser,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Kavya', 'Menon');
  await signIn(page, customer.email, customer.password);
  const product = (await products(page)).find((p) => p.quantity >= 3 && p.reviewCount === 0)!;
  const orderId = await placeOrder(page.request, product);
  await deliver(page.request, shop, orderId);

  // A visitor, not signed in, reads the product page in another browser.
  const visitorContext = await browser.newContext({ baseURL: shop.url });
  const visitor = await visitorContext.newPage();
  await visitor.goto(`/product/${product._id}`);
  await expect(visitor.getByRole('heading', { name: product.name })).toBeVisible();
  const reviewsSection = visitor.getByRole('region', { name: 'Customer Reviews' });
  await expect(
    reviewsSection.getByText('No reviews yet. Be the first to add feedback!'),
  ).toBeVisible();

  // The owner gives feedback from My Orders, with a picture.
  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order #${orderId.slice(-8).toUpperCase()}` });
  await order.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
  await dialog.getByText('4 stars').click();
  const text = 'Flashed it first try. <b>Solid</b> board.';
  await dialog.getByLabel(/Your feedback/).fill(text);
  const photo = await sharp({
    create: { width: 240, height: 160, channels: 3, background: { r: 30, g: 140, b: 90 } },
  })
    .png()
    .toBuffer();
  await dialog
    .getByLabel(/Images/)
    .setInputFiles({ name: 'my-board.png', mimeType: 'image/png', buffer: photo });
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback submitted').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // The visitor's page shows it without a reload: text as text, stars, picture, average.
  // The author is named as "Kavya M.", never by e-mail.
  const review = reviewsSection.getByRole('listitem').filter({ hasText: 'Kavya M.' });
  await expect(reviewsSection.getByText(customer.email)).toHaveCount(0);
  await expect(review.getByText(text, { exact: true })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Rated 4 out of 5' })).toBeVisible();
  await expect(review.getByRole('img', { name: 'Customer photo 1' })).toBeVisible();
  await expect(reviewsSection.getByText('4.0 out of 5 (1 review)')).toBeVisible();
  await expect(
    reviewsSection.getByText('No reviews yet. Be the first to add feedback!'),
  ).toHaveCount(0);
  const photoLoaded = await review
    .getByRole('img', { name: 'Customer photo 1' })
    .evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0);
  expect(photoLoaded).toBe(true);

  // The admin replies from the Reviews screen.
  const adminContext = await browser.newContext({ baseURL: shop.url });
  const admin = await adminContext.newPage();
  await admin.goto('/admin-login');
  await admin.getByLabel('Username').fill(shop.admin.username);
  await admin.getByLabel('Password').fill(shop.admin.password);
  await admin.getByRole('button', { name: 'Login' }).click();
  await expect(admin).toHaveURL(/\/admin\/dashboard$/);
  await admin.getByRole('link', { name: 'Reviews' }).click();
  await expect(admin.getByRole('heading', { name: 'Reviews', level: 1 })).toBeVisible();
  await admin.getByText('Unanswered only').click();
  const card = admin.getByRole('article', { name: product.name });
  await expect(card.getByText(text, { exact: true })).toBeVisible();
  await card.getByLabel('Your reply').fill('Thank you, Kavya! Happy building.');
  await card.getByRole('button', { name: 'Save Reply' }).click();
  await expect(admin.getByText('Reply saved').first()).toBeVisible();
  // Answered, it leaves the unanswered list.
  await expect(card).toHaveCount(0);

  // The reply reaches the visitor's page the same way.
  await expect(review.getByText('Admin Response:')).toBeVisible();
  await expect(review.getByText('Thank you, Kavya! Happy building.')).toBeVisible();

  // The product's card shows its average once it has a review.
  await visitor.goto('/shop');
  const productCard = visitor.getByRole('article').filter({ hasText: product.name }).first();
  await expect(productCard.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  await expect(productCard.getByText('(1 review)')).toBeVisible();

  // The reviewer is e-mailed the reply, once.
  const replyMails = () =>
    shop.inbox.messages.filter(
      (mail) =>
        mail.to.includes(customer.email.toLowerCase()) &&
        mail.subject.includes('a reply to your review'),
    );
  await shop.inbox.until(() => replyMails().length > 0, 15_000);
  expect(replyMails()).toHaveLength(1);
  expect(replyMails()[0]!.body).toContain('Thank you, Kavya! Happy building.');
  expect(replyMails()[0]!.body).toContain(`/product/${product._id}`);

  // Staff hide it from the back office (after a confirmation), and it leaves the product page.
  await admin.getByText('All reviews').click();
  const answered = admin.getByRole('article', { name: product.name });
  await answered.getByRole('button', { name: 'Hide' }).click();
  await admin.getByRole('dialog').getByRole('button', { name: 'Hide' }).click();
  await expect(admin.getByText('Review hidden').first()).toBeVisible();
  await expect(answered.getByText('Hidden from the product page')).toBeVisible();
  await visitor.goto(`/product/${product._id}`);
  await expect(visitor.getByRole('heading', { name: product.name })).toBeVisible();
  await expect(
    visitor.getByRole('region', { name: 'Customer Reviews' }).getByText(text, { exact: true }),
  ).toHaveCount(0);

  await visitorContext.close();
  await adminContext.close();
});

test('each product of a delivered order is rated on its own, and one may be skipped', async ({
  page,
  shop,
}) => {
  const customer = await createCustomer(shop, 'Ravi', 'Shankar');
  await signIn(page, customer.email, customer.password);
  const unreviewed = (await products(page)).filter((p) => p.quantity >= 3 && p.reviewCount === 0);
  const [sensor, board, cable] = unreviewed.slice(-3);
  const orderId = await placeOrder(page.request, sensor!, board!, cable!);
  await deliver(page.request, shop, orderId);

  await page.goto('/orders');
  const order = page.getByRole('article', { name: `Order #${orderId.slice(-8).toUpperCase()}` });
  await order.getByRole('button', { name: 'Give Feedback' }).click();
  const dialog = page.getByRole('dialog', { name: 'Give Feedback' });
  const about = (product: Product) =>
    dialog.getByRole('group', { name: product.name, exact: true });
  await about(sensor!).getByText('2 stars').click();
  await about(sensor!)
    .getByLabel(/Your feedback/)
    .fill('Readings drift after an hour.');
  await about(board!)
    .getByLabel(/Your feedback/)
    .fill('Flashed first try.');
  await about(cable!).getByLabel('Skip this product').check();
  await expect(about(cable!).getByLabel(/Your feedback/)).toHaveCount(0);
  await dialog.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByText('Feedback submitted').first()).toBeVisible();
  await expect(dialog).toBeHidden();

  // Each product page shows its own words and stars, and the skipped one has no review.
  const reviewsOf = async (product: Product) => {
    await page.goto(`/product/${product._id}`);
    return page.getByRole('region', { name: 'Customer Reviews' });
  };
  const sensorReviews = await reviewsOf(sensor!);
  await expect(sensorReviews.getByText('Readings drift after an hour.')).toBeVisible();
  await expect(sensorReviews.getByRole('img', { name: 'Rated 2 out of 5' })).toBeVisible();
  await expect(sensorReviews.getByText('Flashed first try.')).toHaveCount(0);
  const boardReviews = await reviewsOf(board!);
  await expect(boardReviews.getByText('Flashed first try.')).toBeVisible();
  await expect(boardReviews.getByRole('img', { name: 'Rated 5 out of 5' })).toBeVisible();
  await expect(boardReviews.getByText('Readings drift after an hour.')).toHaveCount(0);
  const cableReviews = await reviewsOf(cable!);
  await expect(
    cableReviews.getByText('No reviews yet. Be the first to add feedback!'),
  ).toBeVisible();
});
