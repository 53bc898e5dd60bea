import "server-only";
import QRCode from "qrcode";
import { piecePath } from "@/lib/production/pieces";

export { partLabels, type PartLabel } from "./pack";

/**
 * A QR code of `url` as SVG markup, made on the server (the labels page ships
 * no QR code library). Medium error correction: a label may be scuffed.
 */
export function partQrSvg(url: string): Promise<string> {
  return QRCode.toString(url, { type: "svg", margin: 0, errorCorrectionLevel: "M", color: { dark: "#000000", light: "#ffffff" } });
}

/** Each label's QR code (SVG by piece code): the piece's link on this site, which the scan page reads (issue 40). */
export async function pieceQrCodes(labels: readonly { code: string }[], origin: string): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const l of labels) out.set(l.code, await partQrSvg(`${origin}${piecePath(l.code)}`));
  return out;
}
