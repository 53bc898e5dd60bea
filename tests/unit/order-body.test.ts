import { describe, expect, it } from "vitest";
import { HttpError } from "@/lib/errors";
import { ORDER_BODY_MAX_BYTES, packOrderBody, type OrderBody } from "@/lib/orders/store/order-body";
import { unpack } from "@/lib/db/packed";

const body = (noteBytes: number) =>
  ({
    cutList: { saw: { kerf: 4, trim: 10 }, rows: [{ id: "a", name: "Side", note: "x".repeat(noteBytes) }] },
    plans: [],
    estimate: {},
  }) as unknown as OrderBody;

describe("an order's stored body", () => {
  it("packs a body within the bound and gives it back whole", () => {
    const b = body(1000);
    expect(unpack<OrderBody>(packOrderBody(b))).toEqual(b);
  });
  it(`refuses one past ${ORDER_BODY_MAX_BYTES / 1024 / 1024} MB of JSON with 413, naming the size and the way out`, () => {
    let err: unknown;
    try {
      packOrderBody(body(ORDER_BODY_MAX_BYTES));
    } catch (e) {
      err = e;
    }
    expect(err).toBeInstanceOf(HttpError);
    expect((err as HttpError).status).toBe(413);
    expect((err as Error).message).toMatch(/too large to store .* at most 4096 KB\)\. Split the list into two orders\./);
  });
});
