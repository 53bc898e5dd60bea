/** A saw file as a download: ASCII text (lib/cutting/export/ptx), named after the order or batch. */
export function sawFileResponse(text: string, name: string): Response {
  return new Response(text, {
    status: 200,
    headers: {
      "Content-Type": "text/plain; charset=us-ascii",
      "Content-Disposition": `attachment; filename="${name}.ptx"`,
      "Cache-Control": "no-store",
    },
  });
}
