import { PRODUCT_PAYLOAD_FIELDS as F } from '../../../src/shared/config/products';
import {
  PRODUCT_SHOP_MESSAGES as M,
  colourKey,
  variantLabel,
  type VariantPayload,
} from '../../../src/shared/contract/productVariants';
import type { StaleVariant, VariantWrite } from './productVariants.repository';
import type { ProductRecord } from './tables';
import { badRequest, conflict } from '../../platform/lib/httpError';

// The variants part of a product save: which stocks the admin changed (and from what), and the
// 409 when sales changed one of them since the form was loaded.

const keyOf = (variant: { size: string; colour: string }) => `${variant.size}|${colourKey(variant.colour)}`;

/** Parses the multipart `Variants` field (JSON text) so the payload schema sees a list; bad JSON is a 400 on that field. */
export function withParsedVariants(body: Record<string, unknown>): Record<string, unknown> {
  const raw = body[F.variants];
  if (typeof raw !== 'string') return body;
  try {
    return { ...body, [F.variants]: JSON.parse(raw) as unknown };
  } catch {
    throw badRequest(M.variants, { [F.variants]: [M.variants] });
  }
}

/**
 * The writes for the variants the form sent, given the product's variants now (none for a new
 * product). An existing variant's stock is written only when it differs from the stock the form
 * loaded (`originalStockQuantity`, required for existing variants), and only from that stock.
 */
export function variantWrites(variants: VariantPayload[], current: ProductRecord['variants']): VariantWrite[] {
  const existing = new Map(current.map((variant) => [keyOf(variant), variant]));
  return variants.map((variant) => {
    const write: VariantWrite = {
      size: variant.size,
      colour: variant.colour,
      stockQuantity: variant.stockQuantity,
      lowStockThreshold: variant.lowStockThreshold,
    };
    if (!existing.has(keyOf(variant))) return write;
    if (variant.originalStockQuantity === undefined)
      throw badRequest(M.variantOriginal, { [F.variants]: [M.variantOriginal] });
    return variant.stockQuantity === variant.originalStockQuantity
      ? write
      : { ...write, stockFrom: variant.originalStockQuantity };
  });
}

/** The 409 for a variant whose stock changed since the form was loaded, under the variants field. */
export function staleVariantConflict(stale: StaleVariant) {
  const message = M.variantStockChanged(variantLabel(stale.size, stale.colour), stale.from, stale.now);
  return conflict(message, { [F.variants]: [message] });
}

/** The early answer before any file is kept: a changed stock that is no longer what the form loaded. */
export function refuseStaleVariants(current: ProductRecord['variants'], writes: VariantWrite[] | undefined): void {
  for (const write of writes ?? []) {
    if (write.stockFrom === undefined) continue;
    const now = current.find((variant) => keyOf(variant) === keyOf(write));
    if (now && now.stockQuantity !== write.stockFrom)
      throw staleVariantConflict({ size: now.size, colour: now.colour, from: write.stockFrom, now: now.stockQuantity });
  }
}
