/** Every value a production start cannot guess, for tests of what production accepts. */
export const PRODUCTION_ENV = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://shop.circuitkart.in',
  SMTP_URL: 'smtp://mailer:secret@smtp.example.in:587',
  ADMIN_USERNAME: 'owner',
  ADMIN_PASSWORD: 'Counter#2026',
  RAZORPAY_KEY_ID: 'rzp_live_abc',
  RAZORPAY_KEY_SECRET: 'live-secret',
  RAZORPAY_WEBHOOK_SECRET: 'webhook-secret',
  SHOP_LEGAL_NAME: 'CircuitKart Electronics Private Limited',
  SHOP_ADDRESS: 'Shop 14, Chenoy Trade Centre, Secunderabad, Telangana 500003',
  SHOP_GSTIN: '36AABCC1234D1ZC',
  SHOP_STATE: 'Telangana',
  SHOP_EMAIL: 'hello@shop.circuitkart.in',
  METRICS_TOKEN: 'metrics-token-for-tests-0123',
} as const;
