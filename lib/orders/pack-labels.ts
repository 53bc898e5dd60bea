import "server-only";
import QRCode from "qrcode";

export { partLabels, type PartLabel } from "./pack";

export { piecePath } from "@/lib/production/pieces";

/**
 * A QR code of `url` as SVG markup, made on the server (the labels page ships
 * no QR code library). Medium error correction: a label may be scuffed.
 */
export function partQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } });
}
