import type { User } from './user';

// The back office's list of admin accounts (`/api/admin/admins`) and the decision on a pending one.

/** An admin account as the list shows it. */
export interface AdminAccount extends Omit<User, 'role'> {
  status: 'pending' | 'active';
  createdAt: string;
}

/** `POST /api/admin/admins/:id/approve|reject`. */
export type AdminAccountDecision = 'approve' | 'reject';
