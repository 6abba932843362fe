import { GST_STATE_CODES } from '../../../src/content/policies/gst';
import type { IndianState } from '../../../src/content/indianStates';
import {
  createSellerProfileSchema,
  type SellerProfile,
  type SellerProfileInput,
} from '../../../src/shared/contract/sellerProfile';
import type { AppContext } from '../../context';
import type { Repositories } from '../../store';

/** The store, or the repositories of a transaction the caller runs. */
export type BillingRepositories = Pick<Repositories, 'billing'>;

/** The seller profile's rules, as the back office's form has them. */
export const sellerProfileSchema = createSellerProfileSchema(GST_STATE_CODES);

/** A state's GST code, or '' for a name not in the list (an environment value mistyped). */
export const gstStateCode = (state: string): string => GST_STATE_CODES[state as IndianState] ?? '';

/**
 * The seller on new tax documents: what staff saved in the back office, else the environment's
 * values (COMPANY_LEGAL_NAME, COMPANY_ADDRESS, COMPANY_STATE, COMPANY_GSTIN).
 */
export function sellerProfileService(ctx: Pick<AppContext, 'config' | 'clock'>) {
  return {
    async current(scope: BillingRepositories): Promise<SellerProfile> {
      const saved = await scope.billing.savedSellerProfile();
      if (saved) {
        const { updatedAt, ...profile } = saved;
        return { ...profile, stateCode: gstStateCode(profile.state), source: 'saved', updatedAt };
      }
      const { legalName, address, state, gstin } = ctx.config.seller;
      return { legalName, address, state, gstin, stateCode: gstStateCode(state), source: 'defaults', updatedAt: null };
    },

    /** Saves a validated profile (the route validated it with `sellerProfileSchema`). */
    async save(scope: BillingRepositories, input: SellerProfileInput): Promise<SellerProfile> {
      const updatedAt = new Date(ctx.clock.now()).toISOString();
      const profile = { legalName: input.legalName, address: input.address, state: input.state, gstin: input.gstin };
      await scope.billing.saveSellerProfile({ ...profile, updatedAt });
      return { ...profile, stateCode: gstStateCode(profile.state), source: 'saved', updatedAt };
    },
  };
}
