import "server-only";
import QRCode from "qrcode";

export { partLabels, type PartLabel } from "./pack";

/** The console's address of a part of an order: the order page, scrolled to the part's row (components/orders/CutListTable.tsx). */
export function partUrl(reference: string, row: number): string {
  return `/admin/orders/${reference}#part-${row}`;
}

/**
 * A QR code of `url` as SVG markup, made on the server (the labels page ships
 * no QR code library). Medium error correction: a label may be scuffed.
 */
export function partQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } });
}
