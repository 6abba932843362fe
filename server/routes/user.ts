import { Router } from 'express';
import type { AppContext } from '../context';
import { toPublicUser } from '../db/repositories/users';
import { sendOk } from '../lib/envelope';

export function userRoutes(ctx: AppContext): Router {
  const router = Router();

  router.get('/profile', ctx.auth.requireAuth, (req, res) => {
    sendOk(res, toPublicUser(req.user!), 'Profile loaded');
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
