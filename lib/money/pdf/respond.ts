import "server-only";

/** A PDF answer: shown in the browser's viewer (inline), saved under `filename`; never cached (it carries billing details). */
export function pdfResponse(pdf: Buffer, filename: string, download = false): Response {
  return new Response(new Uint8Array(pdf), {
    status: 200,
    headers: {
      "Content-Type": "application/pdf",
      "Content-Disposition": `${download ? "attachment" : "inline"}; filename="${filename}"`,
      "Cache-Control": "private, no-store",
    },
  });
}

/** "KPW/26-27/0001" → "KPW-26-27-0001.pdf". */
export const pdfName = (number: string) => `${number.replace(/[^A-Za-z0-9-]+/g, "-")}.pdf`;
