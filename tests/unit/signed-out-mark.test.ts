import { describe, expect, it } from "vitest";
import fc from "fast-check";
import { ANY_SESSION, markEnds, SIGNED_OUT_MAX_AGE_SECONDS, signedOutMark } from "@/lib/auth/signed-out-mark";
import { SESSION_TTL_SECONDS } from "@/lib/auth/session";
import { tokenPayload } from "@/lib/client/token-payload";

const hex24 = fc.stringMatching(/^[0-9a-f]{24}$/);

describe("the sign-out mark (lib/auth/signed-out-mark.ts)", () => {
  it("names the session it ends and ends only that one", () => {
    fc.assert(
      fc.property(hex24, fc.integer({ min: 0, max: 2 ** 45 }), hex24, fc.integer({ min: 0, max: 2 ** 45 }), (sub, sv, otherSub, otherSv) => {
        const mark = signedOutMark({ sub, sv });
        expect(markEnds(mark, { sub, sv })).toBe(true);
        if (otherSub !== sub || otherSv !== sv) expect(markEnds(mark, { sub: otherSub, sv: otherSv })).toBe(false);
      }),
    );
  });

  it("ends whatever session comes with it when the page could not read its token; nothing without a mark", () => {
    for (const unreadable of [null, {}, { sub: "x", sv: 1 }, { sub: "a".repeat(24), sv: "1" }, { sub: "a".repeat(24), sv: Number.NaN }]) {
      expect(signedOutMark(unreadable)).toBe(ANY_SESSION);
    }
    expect(markEnds(ANY_SESSION, { sub: "a".repeat(24), sv: 5 })).toBe(true);
    expect(markEnds(null, { sub: "a".repeat(24), sv: 5 })).toBe(false);
    expect(markEnds("", { sub: "a".repeat(24), sv: 5 })).toBe(false);
  });

  it("lives as long as the session cookie it ends", () => {
    expect(SIGNED_OUT_MAX_AGE_SECONDS).toBe(SESSION_TTL_SECONDS);
  });

  it("is read from the page's access token", () => {
    const payload = { sub: "0123456789abcdef01234567", sv: 1764200000123, exp: 1 };
    const token = `x.${Buffer.from(JSON.stringify(payload)).toString("base64url")}.y`;
    expect(signedOutMark(tokenPayload(token))).toBe("0123456789abcdef01234567.1764200000123");
    expect(tokenPayload("not a token")).toBeNull();
  });
});
