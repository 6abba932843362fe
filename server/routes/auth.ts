import { Router } from 'express';
import type { Request } from 'express';
import type { LoginData, VerifyTokenData } from '../../src/shared/api/types';
import {
  forgotPasswordSchema,
  loginSchema,
  refreshTokenSchema,
  registerAdminSchema,
  registerSchema,
  resetPasswordSchema,
  type LoginInput,
  type RegisterAdminInput,
  type RegisterInput,
  type ResetPasswordInput,
} from '../../src/shared/validation/auth';
import type { AppContext } from '../context';
import { toPublicUser } from '../db/repositories/users';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { unauthorized } from '../lib/httpError';
import { RateLimiter, clientIp } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';
import { AUTH_MESSAGES, accountService } from '../services/accounts';

const MINUTE = 60_000;
const TOO_MANY_RESETS = 'Too many reset requests. Please wait a few minutes and try again.';

export function authRoutes(ctx: AppContext): Router {
  const { store, clock, tokens, config } = ctx;
  const accounts = accountService(ctx);
  const router = Router();
  const limiter = (name: string, max: number) => new RateLimiter(name, { max, windowMs: 15 * MINUTE }, store, clock, config.rateLimitFactor);
  // Failed logins per address and e-mail, and per address over all e-mails (credential stuffing).
  const loginPerAccount = limiter('login-account', 5);
  const loginPerIp = limiter('login-ip', 30);
  const forgotPerAccount = limiter('forgot-account', 3);
  const forgotPerIp = limiter('forgot-ip', 10);

  const accountKey = (req: Request, email: string) => `${clientIp(req)}|${email}`;

  router.post(
    '/login',
    validateBody(loginSchema),
    asyncHandler(async (req, res) => {
      const { email, password, rememberMe } = req.body as LoginInput;
      const accountKeys = [accountKey(req, email)];
      const ipKeys = [clientIp(req)];
      // Counted before the password is checked, so a burst of parallel guesses is counted in full.
      await loginPerAccount.consume(accountKeys);
      await loginPerIp.consume(ipKeys);
      const user = await accounts.authenticate(email, password);
      if (!user) throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      // A correct password does not count: the customer who types it right is never slowed by others' mistakes.
      await loginPerAccount.reset(accountKeys);
      await loginPerIp.undo(ipKeys);
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
      const user = await accounts.register({ firstName, lastName, email, phone, password }, 'Customer');
      const data: LoginData = { tokens: await tokens.issue(user, false), user: toPublicUser(user) };
      sendOk(res, data, 'Registration successful', 201);
    }),
  );

  router.post(
    '/register-admin',
    validateBody(registerAdminSchema),
    asyncHandler(async (req, res) => {
      const { firstName, lastName, email, phoneNumber, password } = req.body as RegisterAdminInput;
      const user = await accounts.register({ firstName, lastName, email, phone: phoneNumber, password }, 'Admin');
      sendOk(
        res,
        { user: toPublicUser(user), status: user.status },
        'Admin registration successful. Your account will be active once an administrator approves it.',
        201,
      );
    }),
  );

  router.post(
    '/forgot-password',
    validateBody(forgotPasswordSchema),
    asyncHandler(async (req, res) => {
      const { email } = req.body as { email: string };
      await forgotPerAccount.consume([accountKey(req, email)], TOO_MANY_RESETS);
      await forgotPerIp.consume([clientIp(req)], TOO_MANY_RESETS);
      await accounts.requestPasswordReset(email);
      // The same answer whether or not the e-mail is known.
      sendOk(res, null, AUTH_MESSAGES.resetSent);
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
