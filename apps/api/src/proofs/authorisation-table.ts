/**
 * The authorisation table: for every route the app registers, what each of four callers gets —
 * a visitor without a session, customer A (who owns the data the row is about), customer B
 * (another customer) and an administrator — and for every websocket room, who may be in it.
 * `authorisation-table.test.ts` walks the app's own route list against these rows, so a new
 * route without a row, or a row whose route is gone, fails it.
 *
 * Each row builds a real request for each caller. A row that changes something builds fresh data
 * for each caller (a new order, a new category), so the rows run in any order; its `after`
 * checks that a refused caller changed nothing of A's. A HEAD route is checked with its GET
 * route's row: it answers what GET would, without the body.
 */
import type { Category, Product } from '@shop/shared/catalog/schemas';
import type { Order } from '@shop/shared/orders/schemas';
import type { AdminPromotion } from '@shop/shared/promotions/schemas';
import type { Review } from '@shop/shared/reviews/schemas';
import { expect } from 'vitest';
import type { HttpAnswer, HttpClient } from '../../test/http-client';
import { shipment } from '../../test/orders-helpers';

export const identities = ['anonymous', 'customerA', 'customerB', 'admin'] as const;
export type Identity = (typeof identities)[number];

/** An exact status, or any success. */
export type Expected = number | '2xx';
export type Expectations = Record<Identity, Expected>;

export interface Customer {
  client: HttpClient;
  id: string;
  email: string;
  mobile: string;
  password: string;
}

/** What the rows build on: the callers, and data of A's made once and only read. */
export interface World {
  a: Customer;
  b: Customer;
  admin: HttpClient;
  /** A copy of a caller's client (its cookies and token): what the call sets stays in the copy. */
  as(who: Identity): HttpClient;
  /** A product with plenty of stock at ₹100, for orders, carts and reviews. */
  product: Product;
  category: Category;
  /** A's order, placed and left unpaid. */
  order: Order;
  /** A's cash-on-delivery order, confirmed and shipped: it has a tax invoice. */
  invoiced: Order;
  /** A's invoiced order, cancelled after dispatch: it has a credit note. */
  credited: Order;
  /** A's review of `product`, from a delivered order; and another customer's, to take down. */
  review: Review;
  reviewToHide: Review;
  /** The sandbox's order for one of A's orders, for its "Pay" button. */
  providerOrderId: string;
  enquiryId: string;
  /** A picture under /uploads. */
  upload: string;
  /** A product only A has in their cart and wishlist. */
  aSaved: Product;
  /** An account whose credentials anyone may send to the sign-in routes. */
  loginTarget: Customer;
  adminCredentials: { username: string; password: string };
  /** The origin of the shop's own pages. */
  webOrigin: string;
  admin2(): Promise<{ client: HttpClient; password: string }>;
  freshCustomer(): Promise<Customer>;
  /** A new order of the customer's for `product`; with `cod`, confirmed as cash on delivery. */
  orderOf(owner: Customer, options?: { cod?: boolean }): Promise<Order>;
  /** The customer's order, taken to DELIVERED by the back office. */
  deliveredOrderOf(owner: Customer): Promise<Order>;
  /** A Razorpay order of the customer's with the sandbox's payment: what verify and the webhook carry. */
  paidOnline(owner: Customer): Promise<{
    order: Order;
    providerOrderId: string;
    paymentId: string;
    signature: string;
  }>;
  /** A signed webhook body for a captured payment. */
  signedWebhook(providerOrderId: string, paymentId: string): { body: string; signature: string };
  otpSentTo(email: string, route: 'send-otp' | 'forgot-password'): Promise<string>;
  /** A new category or product made by the back office. */
  newCategory(): Promise<Category>;
  newProduct(): Promise<Product>;
  orderNow(owner: Customer, id: string): Promise<Order>;
  uniqueEmail(prefix: string): string;
  currentMonth: string;
}

export interface Call {
  method?: string;
  path: string;
  json?: unknown;
  body?: string | FormData;
  headers?: Record<string, string>;
  /** The client to send with, when the caller is not the world's (a fresh owner, a new session). */
  client?: HttpClient;
  /** What must hold after the answer (for a refused caller: A's data unchanged). */
  after?(answer: HttpAnswer<unknown>): Promise<void> | void;
}

export interface Row {
  /** `METHOD /url` exactly as the app registers it. */
  route: string;
  /** Several rows of one route tell their cases apart. */
  case?: string;
  /** Why these answers, when the row does not say it by itself. */
  note?: string;
  expect: Expectations;
  /** Built again for each caller. */
  call(world: World, who: Identity): Promise<Call> | Call;
  /** Runs on the development instance (no SMTP), the only one that registers the route. */
  development?: boolean;
}

/** Anyone, signed in or not: the same answer. */
const PUBLIC = (status: Expected = '2xx'): Expectations => ({
  anonymous: status,
  customerA: status,
  customerB: status,
  admin: status,
});
/** The signed-in customer's own things: every customer has their own, a visitor none. */
const OWN = (status: Expected = '2xx'): Expectations => ({
  anonymous: 401,
  customerA: status,
  customerB: status,
  admin: 401,
});
/** A's thing by its id: only A; another customer is told it does not exist. */
const OWNER: Expectations = { anonymous: 401, customerA: '2xx', customerB: 404, admin: 401 };
/** A's thing by its id, which the back office may open too. */
const OWNER_OR_STAFF: Expectations = {
  anonymous: 401,
  customerA: '2xx',
  customerB: 404,
  admin: '2xx',
};
/** The back office: one guard, 401 without a session, 403 to any customer. */
const BACK_OFFICE = (status: Expected = '2xx'): Expectations => ({
  anonymous: 401,
  customerA: 403,
  customerB: 403,
  admin: status,
});

const isCustomer = (who: Identity) => who === 'customerA' || who === 'customerB';
const refused = (answer: HttpAnswer<unknown>) => answer.status >= 400;

function form(fields: Record<string, string>): FormData {
  const data = new FormData();
  for (const [name, value] of Object.entries(fields)) data.append(name, value);
  return data;
}

/** An order of a fresh owner; A's caller is that owner, everyone else tries it. */
async function freshOrderCall(
  world: World,
  who: Identity,
  options: { cod?: boolean } = {},
): Promise<{ owner: Customer; order: Order; client?: HttpClient }> {
  const owner = await world.freshCustomer();
  const order = await world.orderOf(owner, options);
  return { owner, order, client: who === 'customerA' ? owner.client : undefined };
}

/** After a refused call, the order is as it was. */
const orderUnchanged =
  (world: World, owner: Customer, before: Order) => async (answer: HttpAnswer<unknown>) => {
    if (!refused(answer)) return;
    const now = await world.orderNow(owner, before._id);
    expect(now.status).toBe(before.status);
    expect(now.paymentStatus).toBe(before.paymentStatus);
    expect(now.paymentMethod).toBe(before.paymentMethod);
  };

const accountRows: Row[] = [
  {
    route: 'POST /api/auth/send-otp',
    expect: PUBLIC(200),
    call: (w) => ({ path: '/api/auth/send-otp', json: { email: w.uniqueEmail('otp') } }),
  },
  {
    route: 'POST /api/auth/verify-otp',
    expect: PUBLIC(200),
    async call(w) {
      const email = w.uniqueEmail('verify');
      const otp = await w.otpSentTo(email, 'send-otp');
      return { path: '/api/auth/verify-otp', json: { email, otp } };
    },
  },
  {
    route: 'POST /api/auth/register',
    note: 'The verified e-mail is the authority; a session already held does not matter.',
    expect: PUBLIC(201),
    async call(w) {
      const email = w.uniqueEmail('register');
      const otp = await w.otpSentTo(email, 'send-otp');
      await w.as('anonymous').post('/api/auth/verify-otp', { email, otp });
      const password = 'Circuit@2024';
      return {
        path: '/api/auth/register',
        json: {
          email,
          firstName: 'Nikhil',
          lastName: 'Varma',
          mobile: '9000000001',
          password,
          confirmPassword: password,
        },
      };
    },
  },
  {
    route: 'POST /api/auth/login',
    expect: PUBLIC(200),
    call: (w) => ({
      path: '/api/auth/login',
      json: { email: w.loginTarget.email, password: w.loginTarget.password },
      after(answer) {
        expect((answer.body as { user: { email: string } }).user.email).toBe(w.loginTarget.email);
      },
    }),
  },
  {
    route: 'POST /api/auth/logout',
    note: 'Ends the session it is sent (a customer’s own, signed in afresh here) and no other.',
    expect: PUBLIC(200),
    async call(w, who) {
      const customer = who === 'customerA' ? w.a : who === 'customerB' ? w.b : undefined;
      const session = w.as('anonymous');
      if (customer) {
        await session.post('/api/auth/login', {
          email: customer.email,
          password: customer.password,
        });
      }
      return {
        path: '/api/auth/logout',
        client: customer ? session : undefined,
        async after() {
          if (customer) expect((await session.get('/api/auth/check')).status).toBe(401);
          expect((await w.as('customerA').get('/api/auth/check')).status).toBe(200);
          expect((await w.as('admin').get('/api/admin/me')).status).toBe(200);
        },
      };
    },
  },
  {
    route: 'GET /api/auth/check',
    expect: OWN(200),
    call: (w, who) => ({
      path: '/api/auth/check',
      after(answer) {
        if (isCustomer(who)) {
          const email = (answer.body as { user: { email: string } }).user.email;
          expect(email).toBe((who === 'customerA' ? w.a : w.b).email);
        }
      },
    }),
  },
  {
    route: 'GET /api/auth/session',
    note: 'The web app asks at start: a visitor gets {user: null}, not a 401.',
    expect: PUBLIC(200),
    call: (w, who) => ({
      path: '/api/auth/session',
      after(answer) {
        const user = (answer.body as { user: { email: string } | null }).user;
        if (isCustomer(who)) expect(user?.email).toBe((who === 'customerA' ? w.a : w.b).email);
        else expect(user).toBeNull();
      },
    }),
  },
  {
    route: 'POST /api/auth/forgot-password',
    expect: PUBLIC(200),
    async call(w) {
      const owner = await w.freshCustomer();
      return { path: '/api/auth/forgot-password', json: { email: owner.email } };
    },
  },
  {
    route: 'POST /api/auth/reset-password',
    note: 'The e-mailed code is the authority, whoever sends it.',
    expect: PUBLIC(200),
    async call(w) {
      const owner = await w.freshCustomer();
      const otp = await w.otpSentTo(owner.email, 'forgot-password');
      return {
        path: '/api/auth/reset-password',
        json: {
          email: owner.email,
          otp,
          password: 'Another@2025',
          confirmPassword: 'Another@2025',
        },
      };
    },
  },
  {
    route: 'PUT /api/user/profile',
    case: 'each customer their own profile',
    expect: OWN(200),
    call: (w, who) => {
      const self = who === 'customerB' ? w.b : w.a;
      return {
        method: 'PUT',
        path: '/api/user/profile',
        json: { firstName: 'Ravi', lastName: 'Teja', email: self.email },
        async after() {
          const a = (await w.as('customerA').get<{ user: { email: string } }>('/api/auth/check'))
            .body.user;
          expect(a.email).toBe(w.a.email);
        },
      };
    },
  },
  {
    route: 'PUT /api/user/profile',
    case: "B sends A's e-mail",
    note: 'Changing to an e-mail needs its code; A’s account is untouched.',
    expect: { anonymous: 401, customerA: 200, customerB: 400, admin: 401 },
    call: (w) => ({
      method: 'PUT',
      path: '/api/user/profile',
      json: { firstName: 'Ravi', lastName: 'Teja', email: w.a.email },
      async after() {
        const b = (await w.as('customerB').get<{ user: { email: string } }>('/api/auth/check')).body
          .user;
        expect(b.email).toBe(w.b.email);
      },
    }),
  },
  {
    route: 'POST /api/user/email-otp',
    expect: OWN(200),
    call: (w) => ({ path: '/api/user/email-otp', json: { email: w.uniqueEmail('change') } }),
  },
  {
    route: 'POST /api/admin/login',
    note: 'The way in: the credentials are the authority.',
    expect: PUBLIC(200),
    call: (w) => ({
      path: '/api/admin/login',
      json: w.adminCredentials,
    }),
  },
  {
    route: 'POST /api/admin/logout',
    note: 'The way out: ends the administrator’s session it is sent (a new one here), no other.',
    expect: PUBLIC(200),
    async call(w, who) {
      const session = who === 'admin' ? (await w.admin2()).client : undefined;
      return {
        path: '/api/admin/logout',
        client: session,
        async after() {
          if (session) expect((await session.get('/api/admin/me')).status).toBe(401);
          expect((await w.as('admin').get('/api/admin/me')).status).toBe(200);
        },
      };
    },
  },
];

const catalogueRows: Row[] = [
  { route: 'GET /api/categories', expect: PUBLIC(200), call: () => ({ path: '/api/categories' }) },
  { route: 'GET /api/products', expect: PUBLIC(200), call: () => ({ path: '/api/products' }) },
  {
    route: 'GET /api/products/category/:categoryId',
    expect: PUBLIC(200),
    call: (w) => ({ path: `/api/products/category/${w.category._id}` }),
  },
  {
    route: 'GET /api/products/:productId',
    expect: PUBLIC(200),
    call: (w) => ({ path: `/api/products/${w.product._id}` }),
  },
];

/** Puts the product in the caller's own cart first, when the caller is a customer. */
async function withProductInCart(w: World, who: Identity, client: HttpClient) {
  if (isCustomer(who))
    await client.post('/api/cart/add', { productId: w.product._id, quantity: 1 });
}

const cartRows: Row[] = [
  {
    route: 'GET /api/cart',
    note: 'There is no cart id to ask for: each customer reads their own.',
    expect: OWN(200),
    call: (w, who) => ({
      path: '/api/cart',
      after(answer) {
        if (!isCustomer(who)) return;
        const items = (answer.body as { items: Array<{ product: { _id: string } }> }).items;
        const ids = items.map((item) => item.product._id);
        if (who === 'customerA') expect(ids).toContain(w.aSaved._id);
        else expect(ids).not.toContain(w.aSaved._id);
      },
    }),
  },
  {
    route: 'POST /api/cart/add',
    expect: OWN(200),
    async call(w, who) {
      // A fresh customer as A: the A of the read rows keeps the cart they are checked against.
      const client = who === 'customerA' ? (await w.freshCustomer()).client : undefined;
      return { path: '/api/cart/add', json: { productId: w.product._id, quantity: 1 }, client };
    },
  },
  ...['PUT /api/cart/update', 'DELETE /api/cart/remove/:productId', 'DELETE /api/cart/clear'].map(
    (route): Row => ({
      route,
      expect: OWN(200),
      async call(w, who) {
        const client = who === 'customerA' ? (await w.freshCustomer()).client : w.as(who);
        await withProductInCart(w, who, client);
        const [method, url] = route.split(' ') as [string, string];
        return {
          method,
          path: url.replace(':productId', w.product._id),
          json: method === 'PUT' ? { productId: w.product._id, quantity: 2 } : undefined,
          client,
          after(answer) {
            if (!isCustomer(who)) return;
            const items = (answer.body as { items: Array<{ quantity: number }> }).items;
            expect(items.map((item) => item.quantity)).toEqual(method === 'PUT' ? [2] : []);
          },
        };
      },
    }),
  ),
];

const wishlistRows: Row[] = [
  {
    route: 'GET /api/wishlist',
    expect: OWN(200),
    call: (w, who) => ({
      path: '/api/wishlist',
      after(answer) {
        if (!isCustomer(who)) return;
        const items = (answer.body as { items: Array<{ product: { _id: string } }> }).items;
        const ids = items.map((item) => item.product._id);
        if (who === 'customerA') expect(ids).toContain(w.aSaved._id);
        else expect(ids).not.toContain(w.aSaved._id);
      },
    }),
  },
  {
    route: 'POST /api/wishlist',
    expect: OWN(200),
    async call(w, who) {
      const client = who === 'customerA' ? (await w.freshCustomer()).client : undefined;
      return { path: '/api/wishlist', json: { productId: w.product._id }, client };
    },
  },
  {
    route: 'DELETE /api/wishlist/:productId',
    expect: OWN(200),
    async call(w, who) {
      const client = who === 'customerA' ? (await w.freshCustomer()).client : w.as(who);
      if (isCustomer(who)) await client.post('/api/wishlist', { productId: w.product._id });
      return {
        method: 'DELETE',
        path: `/api/wishlist/${w.product._id}`,
        client,
        after(answer) {
          if (isCustomer(who)) expect((answer.body as { items: unknown[] }).items).toEqual([]);
        },
      };
    },
  },
];

/** An address of the address book's, as a customer saves it. */
const bookAddress = {
  firstName: 'Asha',
  lastName: 'Rao',
  phone: '9876500000',
  street: '12 MG Road',
  city: 'Hyderabad',
  state: 'Telangana',
  pin: '500001',
};
type Book = { addresses: Array<{ _id: string; street: string }> };

const addressBookRows: Row[] = [
  {
    route: 'GET /api/user/addresses',
    expect: OWN(200),
    call: () => ({ path: '/api/user/addresses' }),
  },
  {
    route: 'POST /api/user/addresses',
    expect: OWN(200),
    async call(w, who) {
      const client = who === 'customerA' ? (await w.freshCustomer()).client : w.as(who);
      return { path: '/api/user/addresses', json: bookAddress, client };
    },
  },
  ...['PUT /api/user/addresses/:id', 'DELETE /api/user/addresses/:id'].map((route): Row => ({
    route,
    note: "A's address by its id: another customer is told it does not exist.",
    expect: OWNER,
    async call(w, who) {
      const owner = await w.freshCustomer();
      const saved = await owner.client.post<Book>('/api/user/addresses', bookAddress);
      const id = saved.body.addresses[0]!._id;
      const method = route.split(' ')[0]!;
      return {
        method,
        path: `/api/user/addresses/${id}`,
        json: method === 'PUT' ? { ...bookAddress, street: '14 Park Lane' } : undefined,
        client: who === 'customerA' ? owner.client : w.as(who),
        async after() {
          if (who === 'customerA') return;
          const book = (await owner.client.get<Book>('/api/user/addresses')).body;
          expect(book.addresses).toEqual([
            expect.objectContaining({ _id: id, street: bookAddress.street }),
          ]);
        },
      };
    },
  })),
  {
    route: 'GET /api/pin-codes/:pin',
    note: "India Post's public directory: a PIN's state and district.",
    expect: PUBLIC(200),
    call: () => ({ path: '/api/pin-codes/500001' }),
  },
];

const orderRows: Row[] = [
  {
    route: 'POST /api/orders',
    note: 'Each customer orders from their own cart.',
    expect: OWN(201),
    async call(w, who) {
      // A fresh A: the A of the read rows keeps their open orders as they are.
      const client = who === 'customerA' ? (await w.freshCustomer()).client : w.as(who);
      await withProductInCart(w, who, client);
      const cart = (await client.get<{ totalAmount: number }>('/api/cart')).body;
      const address = {
        firstName: 'Asha',
        lastName: 'Rao',
        email: w.uniqueEmail('billing'),
        phone: '9876500000',
        street: '12 MG Road',
        city: 'Hyderabad',
        state: 'Telangana',
        pin: '500001',
      };
      return {
        path: '/api/orders',
        client,
        json: {
          orderItems: [{ product: w.product._id, quantity: 1, price: w.product.price }],
          billingAddress: address,
          shippingAddress: address,
          totalAmount: isCustomer(who) ? cart.totalAmount : w.product.price,
        },
      };
    },
  },
  ...['GET /api/orders', 'GET /api/orders/my-orders'].map((route): Row => ({
    route,
    note: 'Each customer lists their own orders only.',
    expect: OWN(200),
    call: (w, who) => ({
      path: route.split(' ')[1]!,
      after(answer) {
        if (!isCustomer(who)) return;
        const ids = (answer.body as Order[]).map((order) => order._id);
        if (who === 'customerA') expect(ids).toContain(w.order._id);
        else expect(ids).not.toContain(w.order._id);
      },
    }),
  })),
  {
    route: 'GET /api/orders/:id',
    note: 'Staff read orders through the back office’s own route.',
    expect: OWNER,
    call: (w) => ({ path: `/api/orders/${w.order._id}` }),
  },
  {
    route: 'PATCH /api/orders/:id/status',
    case: "the customer's body: cash on delivery",
    note: 'An administrator without a customer session sending the customer’s body is a visitor.',
    expect: OWNER,
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who);
      return {
        method: 'PATCH',
        path: `/api/orders/${order._id}/status`,
        json: { paymentMethod: 'COD', paymentStatus: 'PENDING', status: 'PROCESSING' },
        client,
        after: orderUnchanged(w, owner, order),
      };
    },
  },
  {
    route: 'PATCH /api/orders/:id/status',
    case: "the desk's body: {status}",
    note: 'Only staff move an order by its status alone; A cannot confirm an unpaid order.',
    expect: { anonymous: 401, customerA: 409, customerB: 404, admin: 200 },
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who);
      return {
        method: 'PATCH',
        path: `/api/orders/${order._id}/status`,
        json: { status: 'PROCESSING' },
        client,
        after: orderUnchanged(w, owner, order),
      };
    },
  },
  {
    route: 'PATCH /api/orders/:id/status',
    case: 'A tries to mark their own order shipped',
    expect: { anonymous: 401, customerA: 409, customerB: 404, admin: 200 },
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who, { cod: true });
      return {
        method: 'PATCH',
        path: `/api/orders/${order._id}/status`,
        json: { status: 'SHIPPED', courier: 'DELHIVERY', trackingNumber: order._id.slice(-12) },
        client,
        after: orderUnchanged(w, owner, order),
      };
    },
  },
  {
    route: 'PATCH /api/orders/:id/status',
    case: "A's payment claimed complete (checked with the provider)",
    note: 'Nothing was paid: A is refused by the provider’s answer, B never reaches it.',
    expect: { anonymous: 401, customerA: 409, customerB: 404, admin: 401 },
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who);
      return {
        method: 'PATCH',
        path: `/api/orders/${order._id}/status`,
        json: { paymentStatus: 'COMPLETED', status: 'PROCESSING' },
        client,
        after: orderUnchanged(w, owner, order),
      };
    },
  },
  {
    route: 'PATCH /api/orders/:id/cancel',
    expect: OWNER,
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who);
      return {
        method: 'PATCH',
        path: `/api/orders/${order._id}/cancel`,
        json: { status: 'CANCELLED' },
        client,
        after: orderUnchanged(w, owner, order),
      };
    },
  },
  {
    route: 'POST /api/send-order-success-email',
    expect: OWNER,
    async call(w, who) {
      const { order, client } = await freshOrderCall(w, who);
      return { path: '/api/send-order-success-email', json: { orderId: order._id }, client };
    },
  },
  {
    route: 'GET /api/orders/:id/invoice',
    note: 'Staff open it as a plain link from the back office.',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.invoiced._id}/invoice` }),
  },
  {
    route: 'GET /api/orders/:id/credit-note',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.credited._id}/credit-note` }),
  },
  {
    route: 'GET /api/orders/:id/refunds',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.credited._id}/refunds` }),
  },
  {
    route: 'GET /api/orders/:id/invoice-summary',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.invoiced._id}/invoice-summary` }),
  },
  {
    route: 'GET /api/orders/:id/credit-notes',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.credited._id}/credit-notes` }),
  },
  {
    route: 'GET /api/orders/:id/credit-notes/:creditNoteId',
    expect: OWNER_OR_STAFF,
    async call(w) {
      const listed = await w.admin.get<Array<{ _id: string }>>(
        `/api/orders/${w.credited._id}/credit-notes`,
      );
      expect(listed.body).toHaveLength(1);
      return { path: `/api/orders/${w.credited._id}/credit-notes/${listed.body[0]!._id}` };
    },
  },
];

/** A fresh customer's order, paid online in the sandbox and verified: money to refund. */
async function verifiedPayment(w: World) {
  const owner = await w.freshCustomer();
  const paid = await w.paidOnline(owner);
  const verified = await owner.client.post('/api/payments/verify', {
    razorpay_payment_id: paid.paymentId,
    razorpay_order_id: paid.providerOrderId,
    razorpay_signature: paid.signature,
    orderId: paid.order._id,
  });
  expect(verified.status).toBe(200);
  return { owner, order: paid.order };
}

const refundRows: Row[] = [
  {
    route: 'GET /api/orders/admin/:id/payments',
    note: 'The provider ids of a payment are staff’s to read; the owner sees the order’s payment status.',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/orders/admin/${w.invoiced._id}/payments` }),
  },
  {
    route: 'GET /api/admin/refunds',
    note: 'Every customer’s refunds owed, with their names and e-mails.',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/refunds' }),
  },
  {
    route: 'POST /api/orders/admin/:id/refunds',
    note: 'A customer, even the order’s owner, cannot give themselves money back.',
    expect: BACK_OFFICE(201),
    async call(w) {
      const { order } = await verifiedPayment(w);
      return {
        path: `/api/orders/admin/${order._id}/refunds`,
        json: { amount: 1, reason: 'Goodwill', method: 'UPI', reference: 'UTR-000111' },
        async after(answer) {
          if (refused(answer)) {
            const list = await w.admin.get<unknown[]>(`/api/orders/${order._id}/refunds`);
            expect(list.body).toEqual([]);
          }
        },
      };
    },
  },
  {
    route: 'POST /sandbox/razorpay/refunds/:refundId/:outcome',
    note:
      'The sandbox stands in for the bank behind Razorpay, which knows no shop session; it ' +
      'exists only without Razorpay keys, and what it settles reaches the shop through the ' +
      'signed webhook.',
    expect: PUBLIC(200),
    async call(w) {
      const { order } = await verifiedPayment(w);
      const sent = await w.admin.post<{ providerRefundId: string }>(
        `/api/orders/admin/${order._id}/refunds`,
        { amount: 1, reason: 'Goodwill' },
      );
      expect(sent.status).toBe(201);
      return {
        path: `/sandbox/razorpay/refunds/${sent.body.providerRefundId}/processed`,
        json: {},
      };
    },
  },
];

const paymentRows: Row[] = [
  {
    route: 'GET /api/payments/config',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/payments/config' }),
  },
  {
    route: 'POST /api/payments/create',
    expect: OWNER,
    async call(w, who) {
      const { owner, order, client } = await freshOrderCall(w, who);
      await owner.client.patch(`/api/orders/${order._id}/status`, { paymentMethod: 'RAZORPAY' });
      return { path: '/api/payments/create', json: { orderId: order._id }, client };
    },
  },
  {
    route: 'POST /api/payments/verify',
    note: 'B holds a valid signature of A’s payment and still cannot touch A’s order.',
    expect: { anonymous: 401, customerA: 200, customerB: 404, admin: 401 },
    async call(w, who) {
      const owner = await w.freshCustomer();
      const paid = await w.paidOnline(owner);
      return {
        path: '/api/payments/verify',
        json: {
          razorpay_payment_id: paid.paymentId,
          razorpay_order_id: paid.providerOrderId,
          razorpay_signature: paid.signature,
          orderId: paid.order._id,
        },
        client: who === 'customerA' ? owner.client : undefined,
        after: orderUnchanged(w, owner, paid.order),
      };
    },
  },
  {
    route: 'POST /api/payments/webhook',
    case: "signed with the provider's secret",
    note: 'The signature is the authority; cookies play no part.',
    expect: PUBLIC(200),
    async call(w) {
      const owner = await w.freshCustomer();
      const paid = await w.paidOnline(owner);
      const { body, signature } = w.signedWebhook(paid.providerOrderId, paid.paymentId);
      return {
        path: '/api/payments/webhook',
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature },
        async after() {
          expect((await w.orderNow(owner, paid.order._id)).paymentStatus).toBe('PAID');
        },
      };
    },
  },
  {
    route: 'POST /api/payments/webhook',
    case: 'with a wrong signature',
    expect: PUBLIC(400),
    async call(w) {
      const owner = await w.freshCustomer();
      const paid = await w.paidOnline(owner);
      const { body } = w.signedWebhook(paid.providerOrderId, paid.paymentId);
      return {
        path: '/api/payments/webhook',
        body,
        headers: { 'content-type': 'application/json', 'x-razorpay-signature': '0'.repeat(64) },
        after: orderUnchanged(w, owner, paid.order),
      };
    },
  },
  {
    route: 'GET /sandbox/razorpay/checkout.js',
    expect: PUBLIC(200),
    call: () => ({ path: '/sandbox/razorpay/checkout.js' }),
  },
  {
    route: 'POST /sandbox/razorpay/pay',
    note:
      'The sandbox stands in for Razorpay’s own checkout page, which knows no shop session; ' +
      'it exists only without Razorpay keys, which production requires. Its signature still ' +
      'has to come back through verify, which checks the order’s owner.',
    expect: PUBLIC(200),
    call: (w) => ({ path: '/sandbox/razorpay/pay', json: { order_id: w.providerOrderId } }),
  },
];

/** The token the table's shop takes from Shiprocket (its SHIPROCKET_WEBHOOK_TOKEN). */
export const SHIPROCKET_TOKEN = 'authorisation-table-shiprocket-token';

/** A fresh owner's cash order, shipped with a Delhivery AWB of its own. */
async function shippedOrder(w: World): Promise<{ owner: Customer; order: Order; awb: string }> {
  const owner = await w.freshCustomer();
  const order = await w.orderOf(owner, { cod: true });
  const { trackingNumber: awb } = shipment();
  const shipped = await w.admin.patch(`/api/orders/${order._id}/status`, {
    status: 'SHIPPED',
    courier: 'DELHIVERY',
    trackingNumber: awb,
  });
  expect(shipped.status).toBe(200);
  return { owner, order: await w.orderNow(owner, order._id), awb };
}

/** Shiprocket's tracking update saying the parcel was delivered. */
const deliveredUpdate = (awb: string) =>
  JSON.stringify({
    awb,
    courier_name: 'Delhivery Surface',
    current_status: 'DELIVERED',
    current_status_id: 7,
    shipment_status: 'DELIVERED',
    order_id: '1373900_150876814',
    scans: [],
  });

const courierRows: Row[] = [
  {
    route: 'POST /api/webhooks/courier-tracking',
    case: "with Shiprocket's token",
    note: 'The x-api-key token is the authority; cookies play no part.',
    expect: PUBLIC(200),
    async call(w) {
      const { owner, order, awb } = await shippedOrder(w);
      return {
        path: '/api/webhooks/courier-tracking',
        body: deliveredUpdate(awb),
        headers: { 'content-type': 'application/json', 'x-api-key': SHIPROCKET_TOKEN },
        async after() {
          expect((await w.orderNow(owner, order._id)).status).toBe('DELIVERED');
        },
      };
    },
  },
  {
    route: 'POST /api/webhooks/courier-tracking',
    case: 'with a wrong token',
    expect: PUBLIC(401),
    async call(w) {
      const { owner, order, awb } = await shippedOrder(w);
      return {
        path: '/api/webhooks/courier-tracking',
        body: deliveredUpdate(awb),
        headers: { 'content-type': 'application/json', 'x-api-key': 'not-the-token' },
        after: orderUnchanged(w, owner, order),
      };
    },
  },
];

const reviewRows: Row[] = [
  {
    route: 'GET /api/feedback/:productId',
    expect: PUBLIC(200),
    call: (w) => ({
      path: `/api/feedback/${w.product._id}`,
      after(answer) {
        expect((answer.body as Review[]).map((review) => review._id)).toContain(w.review._id);
      },
    }),
  },
  {
    route: 'POST /api/feedback',
    note: 'A review needs a DELIVERED order holding the product: B has none.',
    expect: { anonymous: 401, customerA: 201, customerB: 403, admin: 401 },
    async call(w, who) {
      let client: HttpClient | undefined;
      if (who === 'customerA') {
        const owner = await w.freshCustomer();
        await w.deliveredOrderOf(owner);
        client = owner.client;
      }
      return {
        path: '/api/feedback',
        body: form({ productId: w.product._id, rating: '4', feedback: 'Works as described.' }),
        client,
      };
    },
  },
];

/** A fresh customer's delivered order with a return they asked for (one unit, damaged). */
async function askedReturn(w: World): Promise<{ order: Order; returnId: string }> {
  const owner = await w.freshCustomer();
  const order = await w.deliveredOrderOf(owner);
  const asked = await owner.client.request<{ _id: string }>(
    'POST',
    `/api/orders/${order._id}/returns`,
    {
      body: form({
        items: JSON.stringify([{ product: w.product._id, quantity: 1 }]),
        reason: 'DAMAGED',
      }),
    },
  );
  expect(asked.status).toBe(201);
  return { order, returnId: asked.body._id };
}

const returnRows: Row[] = [
  {
    route: 'GET /api/orders/:id/returnable',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.invoiced._id}/returnable` }),
  },
  {
    route: 'GET /api/orders/:id/returns',
    expect: OWNER_OR_STAFF,
    call: (w) => ({ path: `/api/orders/${w.invoiced._id}/returns` }),
  },
  {
    route: 'POST /api/orders/:id/returns',
    note: 'Only the order’s owner asks to return it; staff receive returns, they do not ask.',
    expect: { anonymous: 401, customerA: 201, customerB: 404, admin: 401 },
    async call(w, who) {
      const owner = await w.freshCustomer();
      const order = await w.deliveredOrderOf(owner);
      return {
        path: `/api/orders/${order._id}/returns`,
        client: who === 'customerA' ? owner.client : undefined,
        body: form({
          items: JSON.stringify([{ product: w.product._id, quantity: 1 }]),
          reason: 'WRONG_ITEM',
        }),
        async after(answer) {
          if (refused(answer)) {
            const list = await w.admin.get<unknown[]>(`/api/orders/${order._id}/returns`);
            expect(list.body).toEqual([]);
          }
        },
      };
    },
  },
  {
    route: 'GET /api/admin/returns',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/returns' }),
  },
  {
    route: 'PATCH /api/admin/returns/:id',
    note: 'A customer, even the one who asked, cannot approve their own return.',
    expect: BACK_OFFICE(200),
    async call(w) {
      const { order, returnId } = await askedReturn(w);
      return {
        method: 'PATCH',
        path: `/api/admin/returns/${returnId}`,
        json: { status: 'APPROVED' },
        async after(answer) {
          if (refused(answer)) {
            const list = await w.admin.get<Array<{ status: string }>>(
              `/api/orders/${order._id}/returns`,
            );
            expect(list.body.map((ret) => ret.status)).toEqual(['REQUESTED']);
          }
        },
      };
    },
  },
];

const visitorFormRows: Row[] = [
  {
    route: 'POST /api/enquiry',
    expect: PUBLIC(201),
    call: (w) => ({
      path: '/api/enquiry',
      json: {
        firstName: 'Lakshmi',
        email: w.uniqueEmail('enquiry'),
        phone: '+91 98480 12345',
        company: 'Govt. Polytechnic, Warangal',
        sector: 'Government',
        message: 'A robotics lab for 60 students.',
      },
    }),
  },
  {
    route: 'POST /api/contact',
    expect: PUBLIC(201),
    call: (w) => ({
      path: '/api/contact',
      json: {
        firstName: 'Anil',
        email: w.uniqueEmail('contact'),
        message: 'Do you stock the ESP32-S3?',
      },
    }),
  },
  {
    route: 'POST /api/quotes',
    expect: PUBLIC(201),
    call: (w) => ({
      path: '/api/quotes',
      json: {
        kind: 'pcb',
        name: 'Ravi Teja',
        email: w.uniqueEmail('quote'),
        phone: '9848022338',
        projectType: 'small-batch',
        quantity: 50,
        requirements: '4 layers, ENIG finish',
      },
    }),
  },
  {
    route: 'POST /api/newsletter',
    expect: PUBLIC(200),
    call: (w) => ({ path: '/api/newsletter', json: { email: w.uniqueEmail('news') } }),
  },
  {
    route: 'POST /api/newsletter/confirm',
    note: 'The link in the confirmation mail is the proof, whoever holds it: no session is asked for, and a token that is no link confirms nothing for anyone.',
    expect: PUBLIC(400),
    call: () => ({ path: '/api/newsletter/confirm', json: { token: 'a'.repeat(43) } }),
  },
  {
    route: 'POST /api/newsletter/unsubscribe',
    note: 'Mail clients post the one-click unsubscribe without a session; a token that belongs to no address takes no one off the list.',
    expect: PUBLIC(400),
    call: () => ({ method: 'POST', path: `/api/newsletter/unsubscribe?token=${'b'.repeat(43)}` }),
  },
  {
    route: 'GET /api/newsletter/unsubscribe',
    note: 'Opening the one-click address in a browser only leads to the page with the button.',
    expect: PUBLIC(303),
    call: () => ({ path: `/api/newsletter/unsubscribe?token=${'b'.repeat(43)}` }),
  },
];

/** After a refused back-office call: the category is still as it was. */
const categoryUnchanged = (w: World, before: Category) => async (answer: HttpAnswer<unknown>) => {
  if (!refused(answer)) return;
  const categories = (await w.as('anonymous').get<Category[]>('/api/categories')).body;
  expect(categories.find((c) => c._id === before._id)?.CategoryName).toBe(before.CategoryName);
};
const productUnchanged = (w: World, before: Product) => async (answer: HttpAnswer<unknown>) => {
  if (!refused(answer)) return;
  const now = await w.as('anonymous').get<Product>(`/api/products/${before._id}`);
  expect(now.status).toBe(200);
  expect(now.body.name).toBe(before.name);
};

const backOfficeRows: Row[] = [
  {
    route: 'GET /api/orders/status/:status',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/orders/status/PENDING' }),
  },
  {
    route: 'GET /api/orders/admin/:id',
    note: 'Even A, whose order it is, reads it through the customer’s route instead.',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/orders/admin/${w.order._id}` }),
  },
  {
    route: 'GET /api/orders/admin/:id/emails',
    note: "The e-mails A's order owed: the customer's address is in them.",
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/orders/admin/${w.invoiced._id}/emails` }),
  },
  {
    route: 'POST /api/orders/admin/:id/emails/:mailId/resend',
    note: 'No such e-mail of the order: the desk is told so; nobody else gets that far.',
    expect: BACK_OFFICE(404),
    call: (w) => ({
      method: 'POST',
      path: `/api/orders/admin/${w.invoiced._id}/emails/00000000-0000-4000-8000-000000000000/resend`,
    }),
  },
  {
    route: 'POST /api/orders/admin/:id/tracking',
    note: "The courier's news of A's shipped order, added by the desk.",
    expect: BACK_OFFICE(201),
    call: (w) => ({
      method: 'POST',
      path: `/api/orders/admin/${w.invoiced._id}/tracking`,
      json: { status: 'In transit', location: 'Nagpur hub', date: new Date().toISOString() },
    }),
  },
  {
    route: 'PUT /api/orders/admin/:id/shipment',
    note: "A mistyped AWB of A's shipped order, corrected by the desk; A cannot change it.",
    expect: BACK_OFFICE(200),
    async call(w) {
      const { owner, order } = await shippedOrder(w);
      const corrected = shipment().trackingNumber;
      return {
        method: 'PUT',
        path: `/api/orders/admin/${order._id}/shipment`,
        json: { courier: 'BLUE_DART', trackingNumber: corrected },
        async after(answer) {
          const now = await w.orderNow(owner, order._id);
          expect(now.trackingNumber).toBe(refused(answer) ? order.trackingNumber : corrected);
        },
      };
    },
  },
  {
    route: 'GET /api/orders/admin/:id/notes',
    note: 'Internal notes are staff’s alone: not even the order’s owner reads them.',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/orders/admin/${w.order._id}/notes` }),
  },
  {
    route: 'POST /api/orders/admin/:id/notes',
    note: 'Only staff write on an order’s internal notes; A tries on A’s own order.',
    expect: BACK_OFFICE(201),
    async call(w, who) {
      const { order, client } = await freshOrderCall(w, who);
      return {
        path: `/api/orders/admin/${order._id}/notes`,
        json: { text: 'Customer asked for a morning delivery' },
        client,
        async after(answer) {
          const notes = await w.admin.get<unknown[]>(`/api/orders/admin/${order._id}/notes`);
          expect(notes.body).toHaveLength(refused(answer) ? 0 : 1);
        },
      };
    },
  },
  {
    route: 'GET /api/orders/admin/:id/packing-slip',
    note: 'A page printed from the orders desk for the parcel.',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/orders/admin/${w.invoiced._id}/packing-slip` }),
  },
  {
    route: 'POST /api/orders/admin/packing-slips',
    note: "The desk's printing: the PDF holds the customer's address.",
    expect: BACK_OFFICE(200),
    call: (w) => ({
      method: 'POST',
      path: '/api/orders/admin/packing-slips',
      json: { orderIds: [w.invoiced._id] },
    }),
  },
  {
    route: 'POST /api/orders/admin/picking-list',
    expect: BACK_OFFICE(200),
    call: (w) => ({
      method: 'POST',
      path: '/api/orders/admin/picking-list',
      json: { orderIds: [w.invoiced._id] },
    }),
  },
  {
    route: 'GET /api/exports/orders.csv',
    note: "Every customer's name, e-mail and phone.",
    expect: BACK_OFFICE(200),
    call: (w) => ({
      path: `/api/exports/orders.csv?from=${w.currentMonth}-01&to=${w.currentMonth}-01`,
    }),
  },
  {
    route: 'GET /api/exports/sales-register.csv',
    expect: BACK_OFFICE(200),
    call: (w) => ({
      path: `/api/exports/sales-register.csv?from=${w.currentMonth}-01&to=${w.currentMonth}-01&level=line`,
    }),
  },
  {
    route: 'GET /api/exports/invoices.zip',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/exports/invoices.zip?month=${w.currentMonth}` }),
  },
  {
    route: 'GET /api/dashboard-stats',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/dashboard-stats' }),
  },
  {
    route: 'GET /api/admin/emails/failed',
    note: 'Every e-mail the shop could not send: customers’ addresses are in them.',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/emails/failed' }),
  },
  {
    route: 'POST /api/admin/emails/:id/resend',
    note: 'No such e-mail: the desk is told so; nobody else gets that far.',
    expect: BACK_OFFICE(404),
    call: () => ({
      method: 'POST',
      path: '/api/admin/emails/00000000-0000-4000-8000-000000000000/resend',
    }),
  },
  { route: 'GET /api/admin/me', expect: BACK_OFFICE(200), call: () => ({ path: '/api/admin/me' }) },
  {
    route: 'PUT /api/admin/password',
    note: 'A second administrator changes their own password (the first keeps theirs).',
    expect: BACK_OFFICE(200),
    async call(w, who) {
      const second = await w.admin2();
      return {
        method: 'PUT',
        path: '/api/admin/password',
        json: { currentPassword: second.password, newPassword: 'Changed@2025' },
        client: who === 'admin' ? second.client : undefined,
      };
    },
  },
  {
    route: 'GET /api/admin/users',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/users' }),
  },
  {
    route: 'POST /api/admin/users/:id/block',
    expect: BACK_OFFICE(200),
    async call(w) {
      // A customer of their own: blocking A would refuse A in every other row.
      const target = await w.freshCustomer();
      return {
        path: `/api/admin/users/${target.id}/block`,
        json: { reason: 'authorisation table' },
        async after(answer) {
          if (!refused(answer)) return;
          expect((await target.client.get('/api/auth/check')).status).toBe(200);
        },
      };
    },
  },
  {
    route: 'POST /api/admin/users/:id/unblock',
    expect: BACK_OFFICE(200),
    async call(w) {
      const target = await w.freshCustomer();
      await w.admin.post(`/api/admin/users/${target.id}/block`, {});
      return {
        path: `/api/admin/users/${target.id}/unblock`,
        json: {},
        async after(answer) {
          if (!refused(answer)) return;
          const login = await w
            .as('anonymous')
            .post('/api/auth/login', { email: target.email, password: target.password });
          expect(login.status).toBe(403);
        },
      };
    },
  },
  {
    route: 'POST /api/categories',
    expect: BACK_OFFICE(201),
    call(w) {
      const name = `Authz ${w.uniqueEmail('c').slice(2, 10)}`;
      return {
        path: '/api/categories',
        body: form({ CategoryName: name }),
        async after(answer) {
          if (!refused(answer)) return;
          const categories = (await w.as('anonymous').get<Category[]>('/api/categories')).body;
          expect(categories.map((c) => c.CategoryName)).not.toContain(name);
        },
      };
    },
  },
  {
    route: 'PUT /api/categories/:id',
    expect: BACK_OFFICE(200),
    async call(w) {
      const category = await w.newCategory();
      return {
        method: 'PUT',
        path: `/api/categories/${category._id}`,
        body: form({ CategoryName: `${category.CategoryName} renamed` }),
        after: categoryUnchanged(w, category),
      };
    },
  },
  {
    route: 'DELETE /api/categories/:id',
    expect: BACK_OFFICE(200),
    async call(w) {
      const category = await w.newCategory();
      return {
        method: 'DELETE',
        path: `/api/categories/${category._id}`,
        after: categoryUnchanged(w, category),
      };
    },
  },
  {
    route: 'GET /api/admin/products',
    note: 'Drafts and archived products, which shoppers never see.',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/products?status=DRAFT' }),
  },
  {
    route: 'GET /api/admin/products.csv',
    note: 'Every product, drafts included, with stock and prices.',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/products.csv' }),
  },
  {
    route: 'POST /api/admin/products/import/preview',
    expect: BACK_OFFICE(200),
    async call(w) {
      const product = await w.newProduct();
      return {
        path: '/api/admin/products/import/preview',
        body: `id,price\n${product._id},${product.price + 1}\n`,
        headers: { 'content-type': 'text/csv' },
      };
    },
  },
  {
    route: 'POST /api/admin/products/import/apply',
    note: 'The preview is made by staff; each caller then tries to apply it.',
    expect: BACK_OFFICE(200),
    async call(w) {
      const product = await w.newProduct();
      const preview = await w.admin.request<{ token: string }>(
        'POST',
        '/api/admin/products/import/preview',
        {
          body: `id,price\n${product._id},${product.price + 1}\n`,
          headers: { 'content-type': 'text/csv' },
        },
      );
      return {
        path: '/api/admin/products/import/apply',
        json: { token: preview.body.token },
        async after(answer) {
          if (!refused(answer)) return;
          const now = await w.as('anonymous').get<Product>(`/api/products/${product._id}`);
          expect(now.body.price).toBe(product.price);
        },
      };
    },
  },
  {
    route: 'POST /api/products',
    expect: BACK_OFFICE(201),
    call: (w) => ({
      path: '/api/products',
      body: form({
        name: 'Authorisation Test Board',
        price: '250',
        quantity: '5',
        category: w.category._id,
      }),
    }),
  },
  {
    route: 'PUT /api/products/:id',
    expect: BACK_OFFICE(200),
    async call(w) {
      const product = await w.newProduct();
      return {
        method: 'PUT',
        path: `/api/products/${product._id}`,
        body: form({ name: `${product.name} renamed` }),
        after: productUnchanged(w, product),
      };
    },
  },
  {
    route: 'DELETE /api/products/:id',
    expect: BACK_OFFICE(200),
    async call(w) {
      const product = await w.newProduct();
      return {
        method: 'DELETE',
        path: `/api/products/${product._id}`,
        after: productUnchanged(w, product),
      };
    },
  },

  {
    route: 'POST /api/products/admin/:id/stock-adjustments',
    note: 'Only staff change stock; a refused caller leaves the quantity as it was.',
    expect: BACK_OFFICE(201),
    async call(w) {
      const product = await w.newProduct();
      return {
        path: `/api/products/admin/${product._id}/stock-adjustments`,
        json: { reason: 'RESTOCK', quantity: 3 },
        async after(answer) {
          const now = await w.as('anonymous').get<Product>(`/api/products/${product._id}`);
          expect(now.body.quantity).toBe(product.quantity + (refused(answer) ? 0 : 3));
        },
      };
    },
  },
  {
    route: 'GET /api/products/admin/:id/stock-movements',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/products/admin/${w.product._id}/stock-movements` }),
  },
  {
    route: 'GET /api/admin/feedback',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/feedback' }),
  },
  {
    route: 'POST /api/feedback/:id/reply',
    expect: BACK_OFFICE(200),
    call: (w, who) => ({
      path: `/api/feedback/${w.review._id}/reply`,
      json: { reply: `Thank you (${who})` },
      async after(answer) {
        if (!refused(answer)) return;
        const reviews = (await w.as('anonymous').get<Review[]>(`/api/feedback/${w.product._id}`))
          .body;
        expect(reviews.find((r) => r._id === w.review._id)?.reply).not.toBe(`Thank you (${who})`);
      },
    }),
  },
  {
    route: 'PATCH /api/admin/feedback/:id',
    note: 'Staff take the review down; it is put back after each call.',
    expect: BACK_OFFICE(200),
    call: (w) => ({
      method: 'PATCH',
      path: `/api/admin/feedback/${w.reviewToHide._id}`,
      json: { hidden: true },
      async after(answer) {
        const listed = async () =>
          (await w.as('anonymous').get<Review[]>(`/api/feedback/${w.reviewToHide.productId}`)).body
            .map((review) => review._id)
            .includes(w.reviewToHide._id);
        expect(await listed()).toBe(refused(answer));
        await w.admin.patch(`/api/admin/feedback/${w.reviewToHide._id}`, { hidden: false });
        expect(await listed()).toBe(true);
      },
    }),
  },
  { route: 'GET /api/enquiry', expect: BACK_OFFICE(200), call: () => ({ path: '/api/enquiry' }) },
  {
    route: 'GET /api/enquiry/:id/messages',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/enquiry/${w.enquiryId}/messages` }),
  },
  {
    route: 'POST /api/enquiry/:id/messages',
    expect: BACK_OFFICE(201),
    call(w) {
      const text = `Our proposal follows (${w.uniqueEmail('reply')})`;
      return {
        path: `/api/enquiry/${w.enquiryId}/messages`,
        json: { text },
        async after(answer) {
          if (!refused(answer)) return;
          const thread = await w.admin.get<Array<{ text: string }>>(
            `/api/enquiry/${w.enquiryId}/messages`,
          );
          expect(thread.body.map((m) => m.text)).not.toContain(text);
        },
      };
    },
  },
  {
    route: 'PATCH /api/enquiry/:id/handled',
    expect: BACK_OFFICE(200),
    call: (w) => ({
      method: 'PATCH',
      path: `/api/enquiry/${w.enquiryId}/handled`,
      json: { handled: true },
    }),
  },
  {
    route: 'GET /api/gst/returns',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/gst/returns?month=${w.currentMonth}` }),
  },
  {
    route: 'GET /api/gst/returns/csv',
    expect: BACK_OFFICE(200),
    call: (w) => ({ path: `/api/gst/returns/csv?month=${w.currentMonth}&section=b2cs` }),
  },
  {
    route: 'GET /api/gst/rates',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/gst/rates' }),
  },
  {
    route: 'GET /api/gst/rates/:hsnCode',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/gst/rates/8504' }),
  },
  {
    route: 'POST /api/gst/rates',
    expect: BACK_OFFICE(201),
    call: () => ({
      method: 'POST',
      path: '/api/gst/rates',
      json: { hsnCode: '8504', rate: 18, validFrom: daysAhead(30) },
    }),
  },
  {
    route: 'DELETE /api/gst/rates/:hsnCode/:validFrom',
    note: 'A change whose day has not come, set afresh for each caller.',
    expect: BACK_OFFICE(200),
    call: async (w) => {
      const change = { hsnCode: '8506', rate: 5, validFrom: daysAhead(40) };
      await w.admin.post('/api/gst/rates', change);
      return {
        method: 'DELETE',
        path: `/api/gst/rates/${change.hsnCode}/${change.validFrom}`,
        async after(answer) {
          if (answer.status === 200) return;
          const rows = (await w.admin.get<unknown[]>('/api/gst/rates')).body;
          expect(rows).toContainEqual(change);
        },
      };
    },
  },
];

/** A day ahead of today in India, YYYY-MM-DD (the UTC day + n is never before it). */
function daysAhead(n: number): string {
  return new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);
}

/** A live promotion on a fresh product (not the shared one, whose price the orders rely on). */
async function livePromotion(w: World): Promise<{ promotion: AdminPromotion; product: Product }> {
  const product = await w.newProduct();
  const answer = await w.admin.post<AdminPromotion>('/api/admin/promotions', {
    title: `Authz deal ${w.uniqueEmail('p').slice(2, 10)}`,
    badge: 'Hot',
    discountPercent: 10,
    startsAt: new Date(Date.now() - 60_000).toISOString(),
    endsAt: new Date(Date.now() + 86_400_000).toISOString(),
    productIds: [product._id],
  });
  expect(answer.status, JSON.stringify(answer.body)).toBe(201);
  return { promotion: answer.body, product };
}

/** After a refused call: the promotion is as it was. */
const promotionUnchanged = (w: World, before: AdminPromotion) => async (answer: HttpAnswer) => {
  if (!refused(answer)) return;
  const all = (await w.admin.get<AdminPromotion[]>('/api/admin/promotions')).body;
  expect(all.find((p) => p._id === before._id)).toEqual(before);
};

const promotionRows: Row[] = [
  {
    route: 'GET /api/promotions',
    note: 'The live promotions of the Hot Deals page.',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/promotions' }),
  },
  {
    route: 'GET /api/promotions/:slug',
    expect: PUBLIC(200),
    async call(w) {
      const { promotion } = await livePromotion(w);
      return { path: `/api/promotions/${promotion.slug}` };
    },
  },
  {
    route: 'GET /api/admin/promotions',
    note: 'Upcoming and ended promotions too, which shoppers never see.',
    expect: BACK_OFFICE(200),
    call: () => ({ path: '/api/admin/promotions' }),
  },
  {
    route: 'POST /api/admin/promotions',
    expect: BACK_OFFICE(201),
    async call(w) {
      const product = await w.newProduct();
      return {
        method: 'POST',
        path: '/api/admin/promotions',
        json: {
          title: 'Authz new deal',
          badge: 'New',
          discountPercent: 20,
          startsAt: new Date(Date.now() - 60_000).toISOString(),
          endsAt: new Date(Date.now() + 86_400_000).toISOString(),
          productIds: [product._id],
        },
        async after(answer) {
          if (!refused(answer)) return;
          const read = await w.as('anonymous').get<Product>(`/api/products/${product._id}`);
          expect(read.body.price).toBe(product.price);
        },
      };
    },
  },
  {
    route: 'PUT /api/admin/promotions/:id',
    expect: BACK_OFFICE(200),
    async call(w) {
      const { promotion, product } = await livePromotion(w);
      return {
        method: 'PUT',
        path: `/api/admin/promotions/${promotion._id}`,
        json: {
          title: promotion.title,
          badge: promotion.badge,
          discountPercent: 50,
          startsAt: promotion.startsAt,
          endsAt: promotion.endsAt,
          productIds: [product._id],
        },
        after: promotionUnchanged(w, promotion),
      };
    },
  },
  {
    route: 'POST /api/admin/promotions/:id/end',
    expect: BACK_OFFICE(200),
    async call(w) {
      const { promotion } = await livePromotion(w);
      return {
        method: 'POST',
        path: `/api/admin/promotions/${promotion._id}/end`,
        json: {},
        after: promotionUnchanged(w, promotion),
      };
    },
  },
];

/** The operator's token for /metrics in this proof (METRICS_TOKEN). */
export const METRICS_TOKEN = 'authorisation-table-metrics-token';

/** What is not the JSON API's business: documentation, health, pictures, pages for crawlers. */
const operatorAndPageRows: Row[] = [
  {
    route: 'OPTIONS *',
    note: 'CORS preflight of the web origin.',
    expect: PUBLIC(204),
    call: (w) => ({
      method: 'OPTIONS',
      path: '/api/orders',
      headers: {
        origin: w.webOrigin,
        'access-control-request-method': 'POST',
      },
    }),
  },
  { route: 'GET /api/health', expect: PUBLIC(200), call: () => ({ path: '/api/health' }) },
  {
    route: 'GET /api/ready',
    note: 'A load balancer asks it; it names checks, never their errors.',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/ready' }),
  },
  {
    route: 'GET /metrics',
    case: 'without the metrics token',
    note:
      'Only METRICS_TOKEN opens it: no session is enough, the administrator’s bearer token ' +
      'included. With METRICS_PORT it leaves the public port altogether.',
    expect: PUBLIC(401),
    call: () => ({ path: '/metrics' }),
  },
  {
    route: 'GET /metrics',
    case: 'with the metrics token',
    expect: PUBLIC(200),
    call: () => ({ path: '/metrics', headers: { authorization: `Bearer ${METRICS_TOKEN}` } }),
  },
  {
    route: 'GET /api/openapi.json',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/openapi.json' }),
  },
  { route: 'GET /api/docs/', expect: PUBLIC(200), call: () => ({ path: '/api/docs/' }) },
  {
    route: 'HEAD /api/docs',
    note: 'Registered by the docs plugin without a GET twin.',
    expect: PUBLIC(200),
    call: () => ({ method: 'HEAD', path: '/api/docs' }),
  },
  {
    route: 'GET /api/docs/static/index.html',
    note: 'Redirects to the docs page.',
    expect: PUBLIC(302),
    call: () => ({ path: '/api/docs/static/index.html' }),
  },
  {
    route: 'GET /api/docs/static/swagger-initializer.js',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/docs/static/swagger-initializer.js' }),
  },
  { route: 'GET /api/docs/json', expect: PUBLIC(200), call: () => ({ path: '/api/docs/json' }) },
  { route: 'GET /api/docs/yaml', expect: PUBLIC(200), call: () => ({ path: '/api/docs/yaml' }) },
  {
    route: 'GET /api/docs/static/*',
    expect: PUBLIC(200),
    call: () => ({ path: '/api/docs/static/swagger-ui.css' }),
  },
  { route: 'GET /uploads/*', expect: PUBLIC(200), call: (w) => ({ path: w.upload }) },
  { route: 'GET /robots.txt', expect: PUBLIC(200), call: () => ({ path: '/robots.txt' }) },
  { route: 'GET /favicon.ico', expect: PUBLIC(301), call: () => ({ path: '/favicon.ico' }) },
  { route: 'GET /sitemap.xml', expect: PUBLIC(200), call: () => ({ path: '/sitemap.xml' }) },
  {
    route: 'GET /sitemap-:n(^\\d{1,6}).xml',
    expect: PUBLIC(200),
    call: () => ({ path: '/sitemap-1.xml' }),
  },
  { route: 'GET /', expect: PUBLIC(200), call: () => ({ path: '/' }) },
  {
    route: 'GET /index.html',
    note: 'The built web app’s files, each a route of its own.',
    expect: PUBLIC(200),
    call: () => ({ path: '/index.html' }),
  },
  {
    route: 'GET /category/:categoryId',
    expect: PUBLIC(200),
    call: (w) => ({ path: `/category/${w.category._id}` }),
  },
  {
    route: 'GET /product/:productId',
    expect: PUBLIC(200),
    call: (w) => ({ path: `/product/${w.product._id}` }),
  },
  {
    route: 'GET /api/dev/outbox',
    note:
      'Development without SMTP only, answering the loopback address only; production never ' +
      'registers it.',
    development: true,
    expect: PUBLIC(200),
    call: () => ({ path: '/api/dev/outbox' }),
  },
];

export const httpTable: Row[] = [
  ...accountRows,
  ...catalogueRows,
  ...cartRows,
  ...wishlistRows,
  ...addressBookRows,
  ...orderRows,
  ...paymentRows,
  ...refundRows,
  ...returnRows,
  ...courierRows,
  ...reviewRows,
  ...visitorFormRows,
  ...backOfficeRows,
  ...promotionRows,
  ...operatorAndPageRows,
];

/** What a socket hears, or whether it may connect at all. */
export type RoomAnswer = 'hears' | 'hears nothing' | 'refused';

export interface RoomRow {
  room: string;
  how: string;
  expect: Record<Identity, RoomAnswer>;
}

/**
 * The websocket rooms (plugins/realtime.ts). A signed-in socket is put in its customer's room
 * and its session's room by the server; any socket may ask to watch a product. There is no
 * room of the back office's: staff pages do not use the websocket, so an administrator's socket
 * is a visitor's.
 */
export const roomTable: RoomRow[] = [
  {
    room: 'user:<id>',
    how: "an order's events (orderUpdated, orderTrackingUpdate, locationUpdate) as staff ship A's order; B, the visitor and the administrator ask to join A's room every way a page could",
    expect: {
      anonymous: 'hears nothing',
      customerA: 'hears',
      customerB: 'hears nothing',
      admin: 'hears nothing',
    },
  },
  {
    room: 'session:<hash>',
    how: 'a socket of a session that ends (its customer signs out) is closed and hears no more of their orders',
    expect: {
      anonymous: 'hears nothing',
      customerA: 'hears nothing',
      customerB: 'hears nothing',
      admin: 'hears nothing',
    },
  },
  {
    room: 'product:<id>',
    how: 'watchProduct, then a new review of the product (feedbackAdded), which names no e-mail',
    expect: { anonymous: 'hears', customerA: 'hears', customerB: 'hears', admin: 'hears' },
  },
  {
    room: '(handshake)',
    how: "a page of another site opens a socket with the caller's cookies",
    expect: {
      anonymous: 'refused',
      customerA: 'refused',
      customerB: 'refused',
      admin: 'refused',
    },
  },
];
