import { openEngine } from '../../server/platform/db/engine';
import { TABLES, TABLES_WITHOUT_SERIAL_ID, type TableName } from '../../server/platform/db/schema';

export type Row = Record<string, unknown>;
/** Every table's rows, keyed by the query layer's (camelCase) table name. */
export type Tables = Record<TableName, Row[]>;

/** Where a server process keeps its data: the SQLite file of its data folder, or a PostgreSQL database. */
export interface DataLocation {
  sqliteFile: string;
  databaseUrl?: string;
}

// SQLite has no boolean type and returns these as 1/0, PostgreSQL as true/false: the checks
// compare booleans, so both engines read the same.
const BOOLEAN_COLUMNS = ['isDefault', 'isActive', 'rememberMe'];
const normalise = (row: Row): Row => {
  for (const column of BOOLEAN_COLUMNS) if (column in row) row[column] = Boolean(row[column]);
  return row;
};

/**
 * Reads tables over a connection of the test's own (as any other process sees the data), in one
 * transaction so the tables agree with each other while servers keep writing, and closes it.
 * On SQLite the transaction holds the write lock for the few milliseconds of the read (the
 * server's engine begins every transaction `immediate`); writers wait their turn meanwhile.
 */
export async function readTables(location: DataLocation, tables: readonly TableName[] = TABLES): Promise<Tables> {
  const engine = openEngine({ databaseUrl: location.databaseUrl, sqliteFile: location.sqliteFile, pgPoolSize: 1 });
  try {
    return await engine.db
      .transaction()
      .setIsolationLevel('repeatable read')
      .execute(async (trx) => {
        const read = {} as Tables;
        for (const table of tables) {
          const query = trx.selectFrom(table).selectAll();
          const rows = (await (
            TABLES_WITHOUT_SERIAL_ID.includes(table) ? query : query.orderBy('id' as never)
          ).execute()) as Row[];
          read[table] = rows.map(normalise);
        }
        return read;
      });
  } finally {
    await engine.close();
  }
}

/** An order row and its item rows in the shape the API answers (`POST /api/Order`), for comparing. */
export function orderAsAnswered(order: Row, items: Row[]): Row {
  return {
    id: order.id,
    orderNumber: order.orderNumber,
    orderDate: order.orderDate,
    status: order.status,
    items: items
      .filter((item) => item.orderId === order.id)
      .sort((a, b) => Number(a.lineNo) - Number(b.lineNo))
      .map((item) => ({
        id: item.lineNo,
        productId: item.productId,
        variantId: item.variantId ?? null,
        name: item.name,
        quantity: item.quantity,
        price: Number(item.price),
        imageUrl: item.imageUrl,
        ...(item.size ? { size: item.size } : {}),
        ...(item.colour ? { colour: item.colour } : {}),
        // The line's GST as charged (migration 0015).
        ...(item.gstRate !== null && item.gstRate !== undefined
          ? {
              tax: {
                hsnCode: item.hsnCode,
                gstRate: Number(item.gstRate),
                taxableValue: Number(item.taxableValue),
                cgst: Number(item.cgst),
                sgst: Number(item.sgst),
                igst: Number(item.igst),
              },
            }
          : {}),
      })),
    subtotal: Number(order.subtotal),
    shippingCost: Number(order.shippingCost),
    discount: Number(order.discount),
    totalAmount: Number(order.totalAmount),
    shippingAddress: {
      recipientName: order.shipRecipientName,
      recipientPhone: order.shipRecipientPhone,
      street: order.shipStreet,
      city: order.shipCity,
      state: order.shipState,
      zipCode: order.shipZipCode,
      country: order.shipCountry,
    },
    deliveryMethod: order.deliveryMethod,
    paymentMethod: order.paymentMethod,
    discountCode: order.discountCode,
    // Who placed it, how it is paid and where it is (migration 0007).
    customerName: order.customerName,
    customerEmail: order.customerEmail,
    customerPhone: order.customerPhone,
    paymentStatus: order.paymentStatus,
    paidAt: order.paidAt,
    courierName: order.courierName,
    trackingNumber: order.trackingNumber,
    shippedAt: order.shippedAt,
    deliveredAt: order.deliveredAt,
    // The hold of an unpaid order (migration 0017) and the GST snapshot (migration 0015).
    payBy: order.payByMs === null || order.payByMs === undefined ? null : new Date(Number(order.payByMs)).toISOString(),
    tax: order.taxSnapshot ? JSON.parse(String(order.taxSnapshot)) : null,
  };
}
