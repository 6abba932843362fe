/** What the two engines report when a constraint stops a write. */
interface DriverError {
  code?: string;
  constraint?: string;
  message?: string;
}

/**
 * True when `error` is a unique-constraint violation (of `index` when given). SQLite names the
 * index or its columns in the message; PostgreSQL reports the constraint's name.
 */
export function isUniqueViolation(error: unknown, index?: string, columns?: string): boolean {
  const { code, constraint, message = '' } = (error ?? {}) as DriverError;
  if (code === '23505') return !index || constraint === index;
  if (code === 'SQLITE_CONSTRAINT_UNIQUE' || code === 'SQLITE_CONSTRAINT_PRIMARYKEY') {
    return !index || message.includes(`'${index}'`) || (columns !== undefined && message.includes(columns));
  }
  return false;
}

export function isCheckViolation(error: unknown): boolean {
  const { code } = (error ?? {}) as DriverError;
  return code === '23514' || code === 'SQLITE_CONSTRAINT_CHECK';
}

/** What the booking_blocks triggers (migration 0013) abort with: a confirmed booking on a blocked day or slot. */
export const BLOCKED_DAY = 'booking_on_blocked_day';
export const BLOCKED_SLOT = 'booking_on_blocked_slot';
