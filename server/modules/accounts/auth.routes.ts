import { Router } from 'express';
import type { Request } from 'express';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerAdminSchema,
  registerSchema,
  resetPasswordSchema,
  unlockAccountSchema,
  type LoginData,
  type LoginInput,
  type RegisterAdminInput,
  type RegisterInput,
  type ResetPasswordInput,
  type UnlockAccountInput,
  type VerifyTokenData,
} from '../../../src/shared/contract/user';
import type { AppContext } from '../../context';
import { normaliseEmail, toPublicUser } from './users.repository';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { HttpError, unauthorized } from '../../platform/lib/httpError';
import { clientKey } from '../../platform/middleware/rateLimit';
import { validateBody } from '../../platform/middleware/validate';
import { AUTH_MESSAGES, accountService } from './accounts.service';
import { REGISTER_LIMITS, createLoginLimits } from './loginLimits';
import { LOCK_MESSAGES, loginLockService } from './loginLocks.service';

const MINUTE = 60_000;
const TOO_MANY_RESETS = 'Too many reset requests. Please wait a few minutes and try again.';
const TOO_MANY_REGISTRATIONS = 'Too many registrations from this connection. Please wait a while and try again.';

export function authRoutes(ctx: AppContext): Router {
  const { tokens } = ctx;
  const accounts = accountService(ctx);
  const router = Router();
  const limiter = (name: string, max: number) => ctx.rateLimiter(name, { max, windowMs: 15 * MINUTE });
  // Per account and address, per address and per account (services/loginLimits.ts has the numbers).
  const loginLimits = createLoginLimits(ctx);
  const loginLocks = loginLockService(ctx);
  const forgotPerAccount = limiter('forgot-account', 3);
  const forgotPerIp = limiter('forgot-ip', 10);
  const registerPerIp = ctx.rateLimiter('register-ip', REGISTER_LIMITS.perAddress);
  const registerPerEmail = ctx.rateLimiter('register-email', REGISTER_LIMITS.perEmail);

  // Every per-address key is the client's `clientKey` (an IPv6 client by its network).
  const address = (req: Request) => clientKey(req, ctx.config);
  const accountKey = (req: Request, email: string) => `${address(req)}|${normaliseEmail(email)}`;
  /** Every valid registration counts, new address or taken (each costs a hash and a mail). */
  const limitRegistration = async (req: Request, email: string) => {
    await registerPerIp.consume([address(req)], TOO_MANY_REGISTRATIONS);
    await registerPerEmail.consume([normaliseEmail(email)], TOO_MANY_REGISTRATIONS);
  };

  router.post(
    '/login',
    validateBody(loginSchema),
    asyncHandler(async (req, res) => {
      const { email, password, rememberMe } = req.body as LoginInput;
      // Reserved before the password is checked, so a burst of parallel guesses is held to the limits.
      const turn = await loginLimits.reserve(address(req), normaliseEmail(email));
      const user = await accounts.authenticate(email, password).catch(async (error: unknown) => {
        // A right password for an account awaiting approval (403) is not a failed guess.
        if (error instanceof HttpError && error.status === 403) await turn.succeeded();
        throw error;
      });
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      // A correct password does not count: the customer who types it right is never slowed by others' mistakes.
      await turn.succeeded();
      const data: LoginData = { tokens: await tokens.issue(user, rememberMe), user: toPublicUser(user) };
      sendOk(res, data, 'Login successful');
    }),
  );

  router.post(
    '/register',
    validateBody(registerSchema),
    asyncHandler(async (req, res) => {
      // The role is not read from the body at all: self-registration always makes a Customer.
      const { firstName, lastName, email, phone, password } = req.body as RegisterInput;
      await limitRegistration(req, email);
      await accounts.register({ firstName, lastName, email, phone, password }, 'Customer');
      // The same answer for a new and a taken address (no tokens: the client logs in next).
      sendOk(res, null, AUTH_MESSAGES.registered, 201);
    }),
  );

  router.post(
    '/register-admin',
    validateBody(registerAdminSchema),
    asyncHandler(async (req, res) => {
      const { firstName, lastName, email, phoneNumber, password } = req.body as RegisterAdminInput;
      await limitRegistration(req, email);
      await accounts.register({ firstName, lastName, email, phone: phoneNumber, password }, 'Admin');
      // The same answer for a new and a taken address.
      sendOk(res, { status: 'pending' }, AUTH_MESSAGES.adminRegistered, 201);
    }),
  );

  router.post(
    '/forgot-password',
    validateBody(forgotPasswordSchema),
    asyncHandler(async (req, res) => {
      const { email } = req.body as { email: string };
      await forgotPerAccount.consume([accountKey(req, email)], TOO_MANY_RESETS);
      await forgotPerIp.consume([address(req)], TOO_MANY_RESETS);
      // The same answer whether or not the e-mail is known, sent before the lookup, token and mail
      // are done (after it, with errors logged), so its timing does not tell them apart either.
      sendOk(res, null, AUTH_MESSAGES.resetSent);
      ctx.background.run(() => accounts.requestPasswordReset(email));
    }),
  );

  router.post(
    '/reset-password',
    validateBody(resetPasswordSchema),
    asyncHandler(async (req, res) => {
      const { token, password } = req.body as ResetPasswordInput;
      const userId = await accounts.resetPassword(token, password);
      await tokens.revokeAllForUser(userId);
      sendOk(res, null, 'Your password has been reset. Please log in with your new password.');
    }),
  );

  router.post(
    '/unlock',
    validateBody(unlockAccountSchema),
    asyncHandler(async (req, res) => {
      // The token is the secret (random, single use, stored hashed): guessing one is hopeless.
      await loginLocks.unlock((req.body as UnlockAccountInput).token);
      sendOk(res, null, LOCK_MESSAGES.unlocked);
    }),
  );

  router.post(
    '/refresh-token',
    validateBody(refreshTokenSchema),
    asyncHandler(async (req, res) => {
      const { tokens: rotated } = await tokens.rotate((req.body as { refreshToken: string }).refreshToken);
      sendOk(res, rotated, 'Token refreshed');
    }),
  );

  router.get('/verify-token', ctx.auth.requireAuth, (req, res) => {
    const data: VerifyTokenData = { valid: true, user: toPublicUser(req.user!) };
    sendOk(res, data, 'Token is valid');
  });

  return router;
}
