import "server-only";
import type { DeviceSession } from "@/lib/auth/devices";
import type { Session } from "@/lib/auth/guards";
import type { AuditActor } from "../audit/types";

/** The audit log's "who" of a signed-in person (their role as it is now). */
export const personActor = (session: Pick<Session, "user">): AuditActor => ({
  kind: "person",
  id: session.user._id,
  name: session.user.name,
  role: session.user.role,
});

/** The audit log's "who" of a paired station phone. */
export const deviceActor = (device: DeviceSession): AuditActor => ({ kind: "device", id: device.id, name: device.name, stations: device.stations });

/** Whoever called: the person, else the phone. */
export const callerActor = (session: Pick<Session, "user"> | null, device: DeviceSession | null): AuditActor =>
  session ? personActor(session) : device ? deviceActor(device) : { kind: "system", name: "system" };
