/** A station phone as the server checks it and as the console lists it (client-safe; lib/auth/devices.ts). */

export interface DeviceSession {
  id: string;
  name: string;
  stations: string[];
}

export interface DeviceView extends DeviceSession {
  createdAt: string;
  createdBy: string;
  pairedAt: string | null;
  lastSeenAt: string | null;
  agent: string;
  /** Waiting for its phone (code not used yet), paired, revoked, or its code expired unused. */
  state: "waiting" | "paired" | "revoked" | "expired";
}

/** GET /api/admin/devices. */
export interface DevicesAnswer {
  devices: DeviceView[];
}

/** One phone (with a message: the answer to pairing or revoking it). */
export interface DeviceAnswer {
  device: DeviceView;
}

/** A pairing just made (POST /api/admin/devices): the code (shown once), the link the phone opens, its end, and its QR code (SVG). */
export type DevicePairing = { id: string; code: string; url: string; expiresAt: string; qr: string; device: DeviceView; message: string };
