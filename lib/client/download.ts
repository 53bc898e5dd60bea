/**
 * Saves a file made in the browser (a plan workbook, a DXF drawing, a saw CSV)
 * under `filename`, through a temporary link. The object URL is let go a little
 * later: some browsers read it after the click has returned.
 */
import "client-only";

export function downloadBlob(blob: Blob, filename: string): void {
  const url = URL.createObjectURL(blob);
  const a = document.createElement("a");
  a.href = url;
  a.download = filename;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
