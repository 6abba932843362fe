import type { Database } from '../db/database';

export type ApproveResult = 'approved' | 'already-approved' | 'not-found';

/** Activates a pending admin account (`npm run admin:approve -- <email>`). */
export function approveAdmin(db: Database, email: string): ApproveResult {
  const user = db.all('users').find((u) => u.email === email.trim().toLowerCase());
  if (!user || user.role !== 'Admin') return 'not-found';
  if (user.status === 'active') return 'already-approved';
  db.mutate(() => {
    user.status = 'active';
  });
  return 'approved';
}
