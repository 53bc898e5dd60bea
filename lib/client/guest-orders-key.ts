/** Where the guest orders placed on this phone are remembered (lib/client/guest-orders.ts; forgotten at logout). */
export const GUEST_ORDERS_KEY = "kpw-guest-orders";
