/** HTTP for customer accounts: OTP, registration, sign-in, sign-out, password reset, profile. */
import {
  emailChangeOtpSchema,
  forgotPasswordSchema,
  loginSchema,
  profileUpdateSchema,
  registerSchema,
  resetPasswordSchema,
  sendOtpSchema,
  sessionAnswerSchema,
  userAnswerSchema,
  verifyOtpSchema,
} from '@shop/shared/accounts/schemas';
import { accountMessages as m } from '@shop/shared/accounts/messages';
import { messageSchema } from '@shop/shared/http/errors';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { z } from 'zod';
import { errorResponses } from '../../lib/route-scope';
import { CUSTOMER_COOKIE } from '../../plugins/auth';
import { limits, type LimitRule } from '../../plugins/rate-limits';
import type { AccountsService } from './accounts.service';

const errors = errorResponses(400, 401, 409, 429, 503);
const tags = ['accounts'];

/** A step of the OTP flows: at most `max` calls in 10 minutes from one client address. */
const otpStepLimits = (name: string, max: number, ...more: LimitRule[]) =>
  limits(m.tooManyOtpRequests, { name, per: 'ip', max, minutes: 10 }, ...more);

/**
 * OTP e-mails, whichever route sends them: a few an hour to one address, and a cap for the
 * whole shop, so that nobody can use the shop to flood an inbox.
 */
const otpEmails: LimitRule[] = [
  { name: 'otp-emails', per: 'email', max: 5, minutes: 60 },
  { name: 'otp-emails-shop', per: 'shop', max: 30, minutes: 1 },
];

/**
 * A route that e-mails a code to the address in its body (registration, password reset, e-mail
 * change) and answers with a message.
 */
function otpEmailRoute<Body extends z.ZodType<{ email: string }>>(
  limitName: string,
  summary: string,
  body: Body,
) {
  return {
    schema: { tags, summary, body, response: { 200: messageSchema, ...errors } },
    config: { rateLimit: otpStepLimits(limitName, 20, ...otpEmails) },
  };
}

export default async function accountsRoutes(
  fastify: FastifyInstance,
  { accounts }: { accounts: AccountsService },
) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const clearSessionCookie = (reply: import('fastify').FastifyReply) =>
    reply.clearCookie(CUSTOMER_COOKIE, { path: '/' });

  app.post(
    '/api/auth/send-otp',
    otpEmailRoute('send-otp', 'E-mail a registration OTP', sendOtpSchema),
    async (request) => {
      await accounts.sendRegistrationOtp(request.body.email);
      return { message: m.otpSent };
    },
  );

  app.post(
    '/api/auth/verify-otp',
    {
      schema: {
        tags,
        summary: 'Verify a registration OTP',
        body: verifyOtpSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit: otpStepLimits('verify-otp', 30) },
    },
    async (request) => {
      await accounts.verifyRegistrationOtp(request.body.email, request.body.otp);
      return { message: m.emailVerified };
    },
  );

  app.post(
    '/api/auth/register',
    {
      schema: {
        tags,
        summary: 'Create an account with a verified e-mail',
        body: registerSchema,
        response: { 201: userAnswerSchema, ...errors },
      },
      config: { rateLimit: otpStepLimits('register', 20) },
    },
    async (request, reply) => {
      const { user, session } = await accounts.register(request.body);
      app.setSessionCookie(reply, CUSTOMER_COOKIE, session.token, session.expiresAt);
      return reply.status(201).send({ message: m.registerSuccess, user });
    },
  );

  app.post(
    '/api/auth/login',
    {
      schema: {
        tags,
        summary: 'Sign in with e-mail and password',
        body: loginSchema,
        response: { 200: userAnswerSchema, ...errors },
      },
      config: {
        // Guessing one account's password, from one address or many, and one address trying
        // many accounts (password spraying); a successful sign-in gives those counts back. Every
        // attempt, right or wrong, costs a password hash, so one account from one address also
        // has a cap on all of them; per address alone it would shut out the shoppers behind a
        // mobile network's shared address (docs/decisions/031-accounts-and-production-settings-under-abuse.md).
        rateLimit: limits(
          m.tooManyLogins,
          { name: 'login', per: 'ip+email', max: 10, minutes: 15, failuresOnly: true },
          { name: 'login-email', per: 'email', max: 20, minutes: 60, failuresOnly: true },
          { name: 'login-ip', per: 'ip', max: 30, minutes: 15, failuresOnly: true },
          { name: 'login-all', per: 'ip+email', max: 20, minutes: 15 },
        ),
      },
    },
    async (request, reply) => {
      const { user, session } = await accounts.login(request.body);
      app.setSessionCookie(reply, CUSTOMER_COOKIE, session.token, session.expiresAt);
      return { message: m.loginSuccess, user };
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags,
        summary: 'Sign out and revoke the session',
        response: { 200: messageSchema },
      },
    },
    async (request, reply) => {
      await accounts.logout(request.cookies[CUSTOMER_COOKIE]);
      clearSessionCookie(reply);
      return { message: m.logoutSuccess };
    },
  );

  app.get(
    '/api/auth/check',
    {
      schema: {
        tags,
        summary: 'The signed-in customer',
        response: { 200: userAnswerSchema, ...errorResponses(401) },
      },
    },
    async (request) => {
      await app.requireCustomer(request);
      return { message: 'Authenticated', user: request.customer! };
    },
  );

  // The web app asks this at start: a visitor who is not signed in gets a plain answer, not a
  // 401 that every browser would report as a failed request.
  app.get(
    '/api/auth/session',
    {
      schema: {
        tags,
        summary: 'The signed-in customer, or null',
        response: { 200: sessionAnswerSchema },
      },
    },
    async (request) => ({
      user: (await accounts.authenticate(request.cookies[CUSTOMER_COOKIE])) ?? null,
    }),
  );

  app.post(
    '/api/auth/forgot-password',
    otpEmailRoute('forgot-password', 'E-mail a password reset OTP', forgotPasswordSchema),
    async (request) => {
      await accounts.sendPasswordResetOtp(request.body.email);
      return { message: m.resetOtpSent };
    },
  );

  app.post(
    '/api/auth/reset-password',
    {
      schema: {
        tags,
        summary: 'Set a new password with a reset OTP',
        body: resetPasswordSchema,
        response: { 200: messageSchema, ...errors },
      },
      config: { rateLimit: otpStepLimits('reset-password', 30) },
    },
    async (request) => {
      await accounts.resetPassword(request.body);
      return { message: m.passwordResetSuccess };
    },
  );

  app.put(
    '/api/user/profile',
    {
      onRequest: app.requireCustomer,
      schema: {
        tags,
        summary: "Update the signed-in customer's name, e-mail or password",
        body: profileUpdateSchema,
        response: { 200: userAnswerSchema, ...errors },
      },
      config: {
        // A stolen session must not become a way to guess the account's password: wrong tries
        // are limited per account and per address as at sign-in, and once refused the password
        // is not checked at all (docs/decisions/031-accounts-and-production-settings-under-abuse.md).
        rateLimit: limits(
          m.tooManyPasswordAttempts,
          { name: 'profile-password', per: 'customer', max: 10, minutes: 15, failuresOnly: true },
          { name: 'profile-password-ip', per: 'ip', max: 30, minutes: 15, failuresOnly: true },
        ),
      },
    },
    async (request) => {
      const user = await accounts.updateProfile(
        request.customer!._id,
        request.body,
        request.cookies[CUSTOMER_COOKIE],
      );
      return { message: m.profileUpdated, user };
    },
  );

  app.post(
    '/api/user/email-otp',
    {
      onRequest: app.requireCustomer,
      ...otpEmailRoute(
        'email-otp',
        'E-mail an OTP to the address the customer wants to change to',
        emailChangeOtpSchema,
      ),
    },
    async (request) => {
      await accounts.sendEmailChangeOtp(request.customer!._id, request.body.email);
      return { message: m.emailChangeOtpSent };
    },
  );
}
