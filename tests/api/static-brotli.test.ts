import { request } from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { beforeAll, describe, expect, it } from "vitest";
import { base, call } from "./helpers";

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body comes back as sent (fetch would decompress it and hide the encoding). */
function raw(pathname: string, headers: Record<string, string>, method = "GET"): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(new URL(pathname, base), { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (c: Buffer) => chunks.push(c));
      res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on("error", reject);
    req.end();
  });
}

describe("the build's static files, compressed once with brotli", () => {
  let script = "";
  let stylesheet = "";
  beforeAll(async () => {
    const html = (await call("/")).text;
    // The largest files of the landing page: the framework's scripts and the site's stylesheet.
    script = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.js/g)].map((m) => m[0])[0];
    stylesheet = [...html.matchAll(/\/_next\/static\/chunks\/[\w.-]+\.css/g)].map((m) => m[0])[0];
    expect(script && stylesheet).toBeTruthy();
  });

  it("go to a browser that takes brotli, the same bytes as the file, cached for a year, with the site's headers", async () => {
    for (const file of [script, stylesheet]) {
      const plain = await raw(file, { "accept-encoding": "identity" });
      expect(plain.status).toBe(200);
      expect(plain.headers["content-encoding"]).toBeUndefined();
      const br = await raw(file, { "accept-encoding": "gzip, deflate, br, zstd" });
      expect(br.status, file).toBe(200);
      expect(br.headers["content-encoding"]).toBe("br");
      expect(Number(br.headers["content-length"])).toBe(br.body.length);
      expect(br.body.length).toBeLessThan(plain.body.length);
      expect(brotliDecompressSync(br.body).equals(plain.body)).toBe(true);
      expect(br.headers["content-type"]).toBe(plain.headers["content-type"]);
      expect(br.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
      expect(br.headers.vary).toBe("Accept-Encoding");
      expect(br.headers["x-content-type-options"]).toBe("nosniff");
      expect(br.headers["strict-transport-security"]).toMatch(/max-age=\d{7,}/);
      expect(br.headers["content-security-policy"]).toBe(plain.headers["content-security-policy"]);
      // Every header Next.js gives the file (next.config.ts's rules) is given with its brotli twin too, the same:
      // only those that describe the body's bytes differ.
      const OWN_TO_THE_BYTES = ["content-encoding", "content-length", "etag", "last-modified", "accept-ranges", "date", "connection", "keep-alive"];
      for (const [name, value] of Object.entries(plain.headers)) if (!OWN_TO_THE_BYTES.includes(name)) expect(br.headers[name], name).toEqual(value);
    }
  });

  it("answer HEAD without a body and a known ETag with 304", async () => {
    const head = await raw(script, { "accept-encoding": "br" }, "HEAD");
    expect(head.status).toBe(200);
    expect(head.headers["content-encoding"]).toBe("br");
    expect(head.body.length).toBe(0);
    const again = await raw(script, { "accept-encoding": "br", "if-none-match": String(head.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
  });

  it("stay Next.js's to serve, gzipped, when brotli is not accepted or is refused with q=0", async () => {
    for (const accept of ["gzip", "gzip, br;q=0"]) {
      const gz = await raw(script, { "accept-encoding": accept });
      expect(gz.status).toBe(200);
      expect(gz.headers["content-encoding"]).toBe("gzip");
      const plain = await raw(script, { "accept-encoding": "identity" });
      expect(gunzipSync(gz.body).equals(plain.body)).toBe(true);
    }
  });

  it("are never a way out of the build folder, and a file that is not there is still a 404", async () => {
    for (const path of ["/_next/static/../BUILD_ID", "/_next/static/chunks/%2e%2e/%2e%2e/BUILD_ID", "/_next/static/chunks/no-such-file.js"]) {
      const res = await raw(path, { "accept-encoding": "br" });
      expect(res.status, path).not.toBe(200);
      // Whatever came back (the not-found page, compressed as pages are) is not a file of the build: no year's cache.
      expect(res.headers["cache-control"], path).not.toMatch(/immutable/);
    }
  });
});

describe("pages and answers, compressed by the site's server", () => {
  it("send the HTML in brotli to a browser that takes it, in gzip to one that does not, the same page either way", async () => {
    const plain = await raw("/", { "accept-encoding": "identity" });
    expect(plain.status).toBe(200);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    const br = await raw("/", { "accept-encoding": "gzip, deflate, br, zstd" });
    expect(br.headers["content-encoding"]).toBe("br");
    const gz = await raw("/", { "accept-encoding": "gzip, deflate" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(String(br.headers.vary)).toMatch(/Accept-Encoding/);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    // What brotli is here for: the first HTML of the landing page at least a fifth smaller than in gzip.
    expect(br.body.length).toBeLessThan(gz.body.length * 0.8);
  });

  it("leave an answer alone when the browser refuses brotli with q=0, and a small answer uncompressed", async () => {
    const gz = await raw("/", { "accept-encoding": "gzip, br;q=0" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    const small = await raw("/api/health", { "accept-encoding": "br" });
    expect(small.status).toBe(200);
    expect(small.body.length).toBeLessThan(1024);
    expect(small.headers["content-encoding"]).toBeUndefined();
  });
});
