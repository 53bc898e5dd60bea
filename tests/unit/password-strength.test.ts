import { describe, expect, it } from "vitest";
import { assertStrongPassword, passwordWeakness, PERSONAL_PASSWORD } from "@/lib/auth/password-strength";
import { ValidationError } from "@/lib/errors";

const me = ["ravi.kumar@example.com", "Ravi Kumar"];

describe("password strength (zxcvbn-ts with the common and English dictionaries)", () => {
  it("refuses common and trivial passwords with a reason", () => {
    for (const p of [
      "        ",
      "aaaaaaaa",
      "password",
      "password123",
      "P@ssw0rd",
      "12345678",
      "qwertyuiop",
      "1q2w3e4r5t",
      "iloveyou1",
      "abcdefgh",
      "11111111",
      "Kovai-Panel-Works",
    ]) {
      // The routes add the business's own name (the console's facts) to the person's.
      expect(passwordWeakness(p, [...me, "Kovai Panel Works"])?.key, JSON.stringify(p)).toMatch(
        /^(weakPassword|weakPasswordBecause|personalPassword)$/,
      );
    }
  });

  it("refuses passwords containing the e-mail, its local part or the name, in any case or spacing", () => {
    for (const p of ["ravi.kumar@example.com", "RAVI.KUMAR-2024!x", "xx-RaviKumar-99", "ravi kumar rocks!"]) {
      expect(passwordWeakness(p, me), p).toBe(PERSONAL_PASSWORD);
    }
    // Without those inputs the same password may pass: the check is about this account.
    expect(passwordWeakness("xx-RaviKumar-99!Qz", [])).toBeNull();
  });

  it("accepts long or random passwords", () => {
    for (const p of ["correct horse battery staple", "Plywood-Edge-2440x1220", "Pw-9fQ2xLr7tZkA", "mdf cut list for tuesday 7"]) {
      expect(passwordWeakness(p, me), p).toBeNull();
    }
  });

  it("assertStrongPassword throws a field-level ValidationError on `password`", () => {
    expect(() => assertStrongPassword("aaaaaaaa")).toThrow(ValidationError);
    try {
      assertStrongPassword("password123");
    } catch (err) {
      expect((err as ValidationError).errors).toHaveProperty("password");
    }
    expect(() => assertStrongPassword("Plywood-Edge-2440x1220")).not.toThrow();
  });
});
