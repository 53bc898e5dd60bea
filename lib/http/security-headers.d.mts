/** Types of ./security-headers.mjs. */
export declare const NONCE_PATHS: readonly string[];
export declare function isNoncePath(pathname: string): boolean;
export declare function contentSecurityPolicy(isProd?: boolean, nonce?: string): string;
export declare function securityHeaders(isProd?: boolean): { key: string; value: string }[];
export declare const CAMERA_PATHS: readonly string[];
export declare function permissionsPolicy(camera?: boolean): string;
