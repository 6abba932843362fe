import { Router } from 'express';
import type { Request } from 'express';
import type { LoginData, Role, VerifyTokenData } from '../../src/shared/api/types';
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
import { findUserByEmail, insertUser, toPublicUser } from '../db/repositories/users';
import { asyncHandler } from '../lib/asyncHandler';
import { sendOk } from '../lib/envelope';
import { HttpError, badRequest, conflict, unauthorized } from '../lib/httpError';
import { passwordResetMail } from '../mail/templates/passwordReset';
import { RateLimiter, clientIp } from '../middleware/rateLimit';
import { validateBody } from '../middleware/validate';
import { DUMMY_PASSWORD_HASH, hashPassword, verifyPassword } from '../services/passwords';
import { randomId, randomToken, sha256 } from '../services/secret';

const MINUTE = 60_000;
export const RESET_TOKEN_MINUTES = 30;

export const AUTH_MESSAGES = {
  invalidCredentials: 'Invalid email or password',
  pendingApproval: 'Your admin account is awaiting approval. You can log in once an administrator has approved it.',
  emailTaken: 'An account with this e-mail already exists',
  resetSent: 'If an account exists for that e-mail, a reset link has been sent.',
  resetInvalid: 'This reset link is invalid or has expired. Please ask for a new one.',
} as const;

export function authRoutes(ctx: AppContext): Router {
  const { db, clock, tokens, config, mail } = ctx;
  const router = Router();
  const factor = config.rateLimitFactor;
  // Failed logins per address and e-mail, and per address over all e-mails (credential stuffing).
  const loginPerAccount = new RateLimiter({ max: 5, windowMs: 15 * MINUTE }, clock, factor);
  const loginPerIp = new RateLimiter({ max: 30, windowMs: 15 * MINUTE }, clock, factor);
  const forgotPerAccount = new RateLimiter({ max: 3, windowMs: 15 * MINUTE }, clock, factor);
  const forgotPerIp = new RateLimiter({ max: 10, windowMs: 15 * MINUTE }, clock, factor);

  const accountKey = (req: Request, email: string) => `${clientIp(req)}|${email}`;

  const assertEmailFree = (email: string) => {
    if (findUserByEmail(db, email)) throw conflict(AUTH_MESSAGES.emailTaken, { email: [AUTH_MESSAGES.emailTaken] });
  };

  /** Registration for both roles; the role comes from the route, never from the body. */
  const createAccount = async (
    fields: { firstName: string; lastName: string; email: string; phone: string; password: string },
    role: Role,
  ) => {
    assertEmailFree(fields.email);
    const passwordHash = await hashPassword(fields.password);
    assertEmailFree(fields.email); // again: another request may have taken it while hashing
    const { password: _password, ...profile } = fields;
    return insertUser(db, { ...profile, role, passwordHash }, clock.now());
  };

  router.post(
    '/login',
    validateBody(loginSchema),
    asyncHandler(async (req, res) => {
      const { email, password, rememberMe } = req.body as LoginInput;
      const accountKeys = [accountKey(req, email)];
      const ipKeys = [clientIp(req)];
      loginPerAccount.assertAllowed(accountKeys);
      loginPerIp.assertAllowed(ipKeys);

      const user = findUserByEmail(db, email);
      // Compare against a dummy hash for unknown e-mails: same answer, same time.
      const passwordMatches = await verifyPassword(password, user?.passwordHash ?? DUMMY_PASSWORD_HASH);
      if (!user || !passwordMatches) {
        loginPerAccount.hit(accountKeys);
        loginPerIp.hit(ipKeys);
        throw unauthorized(AUTH_MESSAGES.invalidCredentials);
      }
      loginPerAccount.reset(accountKeys);
      if (user.status !== 'active') throw new HttpError(403, AUTH_MESSAGES.pendingApproval);

      const data: LoginData = { tokens: tokens.issue(user, rememberMe), user: toPublicUser(user) };
      sendOk(res, data, 'Login successful');
    }),
  );

  router.post(
    '/register',
    validateBody(registerSchema),
    asyncHandler(async (req, res) => {
      // The role is not read from the body at all: self-registration always makes a Customer.
      const { firstName, lastName, email, phone, password } = req.body as RegisterInput;
      const user = await createAccount({ firstName, lastName, email, phone, password }, 'Customer');
      const data: LoginData = { tokens: tokens.issue(user, false), user: toPublicUser(user) };
      sendOk(res, data, 'Registration successful', 201);
    }),
  );

  router.post(
    '/register-admin',
    validateBody(registerAdminSchema),
    asyncHandler(async (req, res) => {
      const { firstName, lastName, email, phoneNumber, password } = req.body as RegisterAdminInput;
      const user = await createAccount({ firstName, lastName, email, phone: phoneNumber, password }, 'Admin');
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
    (req, res) => {
      const { email } = req.body as { email: string };
      const keys = [accountKey(req, email)];
      forgotPerAccount.assertAllowed(keys, 'Too many reset requests. Please wait a few minutes and try again.');
      forgotPerIp.assertAllowed([clientIp(req)], 'Too many reset requests. Please wait a few minutes and try again.');
      forgotPerAccount.hit(keys);
      forgotPerIp.hit([clientIp(req)]);

      const user = findUserByEmail(db, email);
      if (user) {
        const token = randomToken();
        const now = clock.now();
        db.mutate((state) => {
          state.passwordResets = state.passwordResets.filter((r) => r.expiresAt > now && r.usedAt === null);
          state.passwordResets.push({
            id: randomId(),
            userId: user.id,
            tokenHash: sha256(token),
            createdAt: now,
            expiresAt: now + RESET_TOKEN_MINUTES * MINUTE,
            usedAt: null,
          });
        });
        const link = `${config.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
        mail.queue(passwordResetMail({ to: user.email, firstName: user.firstName, link, minutes: RESET_TOKEN_MINUTES }));
      }
      // The same answer whether or not the e-mail is known.
      sendOk(res, null, AUTH_MESSAGES.resetSent);
    },
  );

  router.post(
    '/reset-password',
    validateBody(resetPasswordSchema),
    asyncHandler(async (req, res) => {
      const { token, password } = req.body as ResetPasswordInput;
      const findUsable = () => {
        const now = clock.now();
        return db.all('passwordResets').find((r) => r.tokenHash === sha256(token) && r.usedAt === null && r.expiresAt > now);
      };
      if (!findUsable()) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      const passwordHash = await hashPassword(password);
      const reset = findUsable(); // single use even when two requests race through the hashing
      if (!reset) throw badRequest(AUTH_MESSAGES.resetInvalid, { token: [AUTH_MESSAGES.resetInvalid] });
      db.mutate((state) => {
        const user = state.users.find((u) => u.id === reset.userId);
        if (user) user.passwordHash = passwordHash;
        for (const r of state.passwordResets) if (r.userId === reset.userId && r.usedAt === null) r.usedAt = clock.now();
      });
      tokens.revokeAllForUser(reset.userId);
      sendOk(res, null, 'Your password has been reset. Please log in with your new password.');
    }),
  );

  router.post('/refresh-token', validateBody(refreshTokenSchema), (req, res) => {
    const { tokens: rotated } = tokens.rotate((req.body as { refreshToken: string }).refreshToken);
    sendOk(res, rotated, 'Token refreshed');
  });

  router.get('/verify-token', ctx.auth.requireAuth, (req, res) => {
    const data: VerifyTokenData = { valid: true, user: toPublicUser(req.user!) };
    sendOk(res, data, 'Token is valid');
  });

  return router;
}
