"use client";

import { useState, type FormEvent } from "react";
import { buttonClass } from "@/components/ui/Button";
import { bindText, Field } from "@/components/ui/Field";
import { StatusLine } from "@/components/ui/StatusLine";
import { loadEwayBill } from "@/lib/client/api/money";
import { describeError } from "@/lib/client/api/request";
import type { ConsoleStatus } from "@/lib/client/console-save";
import { downloadBlob } from "@/lib/client/download";

/**
 * The e-way bill's file for the order's goods on the road (issue 54): staff give the vehicle and the distance (and the
 * PIN code the goods go to, when the order has none), and save the JSON the portal's bulk upload takes. Below the
 * threshold the server says no e-way bill is needed, and why.
 */
export function EwayBillForm({ reference, deliveryPincode }: { reference: string; deliveryPincode: string }) {
  const [vehicle, setVehicle] = useState("");
  const [distance, setDistance] = useState("");
  const [pincode, setPincode] = useState("");
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [status, setStatus] = useState<ConsoleStatus>({ ok: true, text: "" });
  const [busy, setBusy] = useState(false);

  async function onSubmit(e: FormEvent) {
    e.preventDefault();
    setBusy(true);
    try {
      const file = await loadEwayBill(reference, { vehicle, distance, ...(pincode.trim() ? { pincode: pincode.trim() } : {}) });
      const name = `eway-bill-${reference}.json`;
      downloadBlob(new Blob([JSON.stringify(file, null, 2)], { type: "application/json" }), name);
      setErrors({});
      setStatus({ ok: true, text: `Saved ${name}: upload it on the e-way bill portal (e-Waybill → Bulk Generation).` });
    } catch (err) {
      const { message, errors } = describeError(err);
      setErrors(errors);
      setStatus({ ok: false, text: message });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="grid gap-2 border-t border-rule pt-3" aria-label="E-way bill" onSubmit={onSubmit} noValidate>
      <p className="text-sm font-medium text-ink">E-way bill</p>
      <div className="grid gap-2 sm:grid-cols-2">
        <Field
          label="Vehicle number"
          name="eway-vehicle"
          autoCapitalize="characters"
          hint="e.g. TN38AB1234"
          {...bindText(vehicle, setVehicle)}
          error={errors.vehicle}
        />
        <Field label="Distance (km)" name="eway-distance" inputMode="numeric" {...bindText(distance, setDistance)} error={errors.distance} />
        <Field
          label={deliveryPincode ? "PIN code it goes to (optional)" : "PIN code it goes to"}
          name="eway-pincode"
          inputMode="numeric"
          maxLength={6}
          hint={deliveryPincode ? `Empty: the order's, ${deliveryPincode}` : "This order has no delivery PIN code"}
          {...bindText(pincode, setPincode)}
          error={errors.pincode}
        />
      </div>
      <button type="submit" className={`${buttonClass("secondary", "sm")} justify-self-start`} disabled={busy}>
        Save the e-way bill&rsquo;s file (.json)
      </button>
      <StatusLine status={status} />
    </form>
  );
}
