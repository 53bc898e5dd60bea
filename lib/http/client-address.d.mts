/** Types of ./client-address.mjs. */
export declare const CLIENT_IP_HEADER: string;
export declare const SITE_SERVER_MARK: unique symbol;
export declare function trustedProxyHops(raw: string | undefined): number;
export declare function normaliseAddress(raw: unknown): string | null;
export declare function clientAddress(input: { socketAddress?: string; forwardedFor?: string | string[]; hops?: number }): string;
