import type { Kysely, Migration } from 'kysely';
import type { EngineKind } from '../engine';
import * as initial from './0001_initial';
import * as orderLimits from './0002_order_limits';
import * as authHardening from './0003_auth_hardening';
import * as productVersion from './0004_product_version';
import * as bookingDates from './0005_booking_dates';
import * as catalogue from './0006_catalogue';
import * as ordersAfter from './0007_orders_after';
import * as wishlist from './0008_wishlist';
import * as inbox from './0010_inbox';
import * as siteContent from './0011_site_content';
import * as orderAudit from './0012_order_audit';
import * as bookingBlocks from './0013_booking_blocks';
import * as productTax from './0014_product_tax';
import * as orderTax from './0015_order_tax';
import * as taxDocuments from './0016_tax_documents';
import * as paymentHolds from './0017_payment_holds';
import * as gatewayPayments from './0018_gateway_payments';
import * as refunds from './0019_refunds';
import * as bookingAdvances from './0020_booking_advances';
import * as leads from './0021_leads';
import * as proposals from './0022_proposals';
import * as advanceRefundTiers from './0023_advance_refund_tiers';
import * as staffNotifications from './0024_staff_notifications';
import * as returnRequests from './0025_return_requests';
import * as lowStockThresholds from './0026_low_stock_thresholds';
import * as repliesAndAudit from './0028_replies_and_audit';
import * as loginLocks from './0029_login_locks';
import * as firstOrderClaims from './0030_first_order_claims';
import * as refreshGrace from './0031_refresh_grace';

/**
 * The one ordered list of schema migrations for both engines. A new migration is a new file
 * added at the end (`0002_...`); a migration that has run is never edited.
 */
const MIGRATIONS: Record<string, { up(db: Kysely<unknown>, engine: EngineKind): Promise<void> }> = {
  '0001_initial': initial,
  '0002_order_limits': orderLimits,
  '0003_auth_hardening': authHardening,
  '0004_product_version': productVersion,
  '0005_booking_dates': bookingDates,
  '0006_catalogue': catalogue,
  '0007_orders_after': ordersAfter,
  '0008_wishlist': wishlist,
  '0010_inbox': inbox,
  '0011_site_content': siteContent,
  '0012_order_audit': orderAudit,
  '0013_booking_blocks': bookingBlocks,
  '0014_product_tax': productTax,
  '0015_order_tax': orderTax,
  '0016_tax_documents': taxDocuments,
  '0017_payment_holds': paymentHolds,
  '0018_gateway_payments': gatewayPayments,
  '0019_refunds': refunds,
  '0020_booking_advances': bookingAdvances,
  '0021_leads': leads,
  '0022_proposals': proposals,
  '0023_advance_refund_tiers': advanceRefundTiers,
  '0024_staff_notifications': staffNotifications,
  '0025_return_requests': returnRequests,
  '0026_low_stock_thresholds': lowStockThresholds,
  '0028_replies_and_audit': repliesAndAudit,
  '0029_login_locks': loginLocks,
  '0030_first_order_claims': firstOrderClaims,
  '0031_refresh_grace': refreshGrace,
};

export function migrationsFor(engine: EngineKind): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(MIGRATIONS).map(([name, migration]) => [
      name,
      { up: (db: Kysely<unknown>) => migration.up(db, engine) },
    ]),
  );
}
