import { Router } from 'express';
import { profileUpdateSchema, type ProfileUpdateInput } from '../../src/shared/validation/auth';
import type { AppContext } from '../context';
import { toPublicUser } from '../db/repositories/users';
import { sendOk } from '../lib/envelope';
import { notFound } from '../lib/httpError';
import { validateBody } from '../middleware/validate';

export function userRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/profile', ctx.auth.requireAuth, (req, res) => {
    sendOk(res, toPublicUser(req.user!), 'Profile loaded');
  });

  // Name and phone only: the schema drops every other key, so the e-mail and role never change here.
  router.put('/profile', ctx.auth.requireAuth, validateBody(profileUpdateSchema), (req, res) => {
    const { firstName, lastName, phone } = req.body as ProfileUpdateInput;
    const userId = req.user!.id;
    const updated = ctx.db.mutate((state) => {
      const user = state.users.find((u) => u.id === userId);
      if (user) Object.assign(user, { firstName, lastName, phone });
      return user;
    });
    if (!updated) throw notFound('User not found');
    sendOk(res, toPublicUser(updated), 'Profile updated');
  });

  // No access token needed: logging out must work when the access token has already expired.
  router.post('/logout', (req, res) => {
    const refreshToken: unknown = req.body?.refreshToken;
    if (typeof refreshToken === 'string' && refreshToken.length > 0 && refreshToken.length <= 200) {
      ctx.tokens.revoke(refreshToken);
    }
    sendOk(res, null, 'Logged out');
  });

  return router;
}
