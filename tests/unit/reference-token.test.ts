import { beforeAll, describe, expect, it } from "vitest";
import { issueReferenceToken, referenceFromToken, REFERENCE_TOKEN_TTL_MS } from "../../lib/enquiries/reference-token";

beforeAll(() => {
  process.env.AUTH_SECRET ??= "unit-tests-secret-0123456789-abcdefghijklmnop";
});

describe("reserved enquiry references", () => {
  it("a token gives back its reference until it expires", () => {
    const now = Date.now();
    const { reference, token } = issueReferenceToken(now);
    expect(referenceFromToken(token, now + 1000)).toBe(reference);
    expect(referenceFromToken(token, now + REFERENCE_TOKEN_TTL_MS + 1)).toBeNull();
  });

  it("refuses tampering with the reference, the expiry or the signature", () => {
    const now = Date.now();
    const { reference, token } = issueReferenceToken(now);
    const [, expires, sig] = token.split(".");
    expect(referenceFromToken(`ENQ-ZZZZZZ.${expires}.${sig}`, now)).toBeNull();
    expect(referenceFromToken(`${reference}.${Number(expires) + 1}.${sig}`, now)).toBeNull();
    expect(referenceFromToken(`${reference}.${expires}.${sig.slice(0, -1)}`, now)).toBeNull();
    expect(referenceFromToken(`${reference}.${expires}`, now)).toBeNull();
    expect(referenceFromToken(undefined, now)).toBeNull();
  });
});
