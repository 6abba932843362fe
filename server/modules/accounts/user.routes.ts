import { Router } from 'express';
import { profileUpdateSchema, type ProfileUpdateInput } from '../../../src/shared/contract/user';
import type { AppContext } from '../../context';
import { toPublicUser } from './users.repository';
import { asyncHandler } from '../../platform/lib/asyncHandler';
import { sendOk } from '../../platform/lib/envelope';
import { validateBody } from '../../platform/middleware/validate';
import { accountService } from './accounts.service';

export function userRoutes(ctx: AppContext): Router {
  const router = Router();
  const accounts = accountService(ctx);

  router.get('/profile', ctx.auth.requireAuth, (req, res) => {
    sendOk(res, toPublicUser(req.user!), 'Profile loaded');
  });

  // Name and phone only: the schema drops every other key, so the e-mail and role never change here.
  router.put(
    '/profile',
    ctx.auth.requireAuth,
    validateBody(profileUpdateSchema),
    asyncHandler(async (req, res) => {
      const { firstName, lastName, phone } = req.body as ProfileUpdateInput;
      sendOk(
        res,
        toPublicUser(await accounts.updateProfile(req.user!.id, { firstName, lastName, phone })),
        'Profile updated',
      );
    }),
  );

  // No access token needed: logging out must work when the access token has already expired.
  router.post(
    '/logout',
    asyncHandler(async (req, res) => {
      const refreshToken: unknown = req.body?.refreshToken;
      if (typeof refreshToken === 'string' && refreshToken.length > 0 && refreshToken.length <= 200) {
        await ctx.tokens.revoke(refreshToken);
      }
      sendOk(res, null, 'Logged out');
    }),
  );

  // Ends every session of the caller on every device, and every access token issued so far.
  router.post(
    '/logout-everywhere',
    ctx.auth.requireAuth,
    asyncHandler(async (req, res) => {
      await ctx.tokens.revokeAllForUser(req.user!.id);
      sendOk(res, null, 'Logged out on every device');
    }),
  );

  return router;
}
