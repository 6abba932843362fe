/** An item snapshot stored with the order (spec admin-and-account.md, Entities). */
export interface OrderItem {
  id: number;
  name: string;
  quantity: number;
  imageUrl: string;
  price: number;
}

export interface Order {
  id: number;
  orderNumber: string;
  orderDate: string;
  totalAmount: number;
  /** Shown lowercased; the set of values is not fixed by the spec. */
  status: string;
  items: OrderItem[];
  /** Amounts in INR; totalAmount = subtotal + shippingCost - discount. */
  subtotal?: number;
  shippingCost?: number;
  discount?: number;
  shippingAddress?: { street: string; city: string; state: string; zipCode: string; country: string };
}
