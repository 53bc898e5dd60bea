import { roleChangeSchema } from "@/lib/auth/staff-schema";
import { describe, expect, it } from "vitest";
import { fieldErrors } from "@/lib/validation/errors";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { passwordProblem, utf8Length } from "@/lib/validation/password";
import { loginSchema, objectIdPattern, profilePatchSchema, profileReplaceSchema, signupSchema } from "@/lib/validation/user";

const valid = { name: "Asha", email: "asha@example.com", phone: "+91 98765 43210", password: "Plywood-Edge-42" };

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, value: unknown) {
  const r = schema.safeParse(value);
  expect(r.success).toBe(false);
  // In English, as the API says them (a keyed refusal rendered, a check's own words as they are).
  return Object.fromEntries(Object.entries(fieldErrors(r.error as never)).map(([f, m]) => [f, typeof m === "string" ? m : refusalInEnglish(m)]));
}

const problemOf = (password: string) => {
  const problem = passwordProblem(password);
  return problem && refusalInEnglish(problem);
};

describe("passwordProblem", () => {
  it("counts bytes, not characters: 8 to 72 bytes", () => {
    expect(problemOf("a".repeat(7))).toMatch(/at least 8/);
    expect(problemOf("Abcdefg1")).toBeNull();
    expect(problemOf("xyz".repeat(24))).toBeNull();
    expect(problemOf(`${"xyz".repeat(24)}w`)).toMatch(/at most 72 bytes/);
    expect(utf8Length("é")).toBe(2);
    expect(problemOf("éèê".repeat(12))).toBeNull();
    expect(problemOf(`${"éèê".repeat(12)}é`)).toMatch(/at most 72 bytes/);
    expect(problemOf("€₹₩".repeat(8))).toBeNull(); // 3 bytes each: 72
    expect(problemOf(`${"€₹₩".repeat(8)}€`)).toMatch(/at most 72 bytes/);
    expect(problemOf("😀😁")).toMatch(/more than two different/); // 8 bytes, 2 characters: long enough, too simple
    expect(problemOf("😀😁😂")).toBeNull(); // 12 bytes, 3 characters
  });

  it("refuses the trivially weak shapes in the browser too (the dictionary check runs on the server)", () => {
    expect(problemOf("        ")).toMatch(/only spaces/);
    expect(problemOf("aaaaaaaa")).toMatch(/more than two different/);
    expect(problemOf("abababab")).toMatch(/more than two different/);
    expect(problemOf("abcabcab")).toBeNull();
  });
});

describe("signupSchema", () => {
  it("accepts a valid body, trims the name and trims and lower-cases the e-mail", () => {
    const r = signupSchema.parse({ ...valid, name: "  Asha  ", email: "  Asha@Example.COM " });
    expect(r).toEqual({ ...valid, name: "Asha", email: "asha@example.com" });
  });

  it("never trims or changes the password", () => {
    expect(signupSchema.parse({ ...valid, password: "  spaced pass  " }).password).toBe("  spaced pass  ");
  });

  it("names every missing field", () => {
    expect(Object.keys(errorsOf(signupSchema, {})).sort()).toEqual(["email", "name", "password", "phone"]);
    expect(errorsOf(signupSchema, {}).email).toBe("Email is required");
  });

  it("refuses unknown keys, including __proto__, by name", () => {
    const e = errorsOf(signupSchema, JSON.parse(JSON.stringify(valid).replace(/}$/, ',"role":"admin","__proto__":{"x":1},"isAdmin":true}')));
    expect(Object.hasOwn(e, "role")).toBe(true);
    expect(Object.hasOwn(e, "isAdmin")).toBe(true);
    expect(Object.hasOwn(e, "__proto__")).toBe(true);
    expect(Object.getPrototypeOf(e)).toBe(Object.prototype);
  });

  it("refuses operator objects and other non-strings", () => {
    expect(errorsOf(signupSchema, { ...valid, email: { $gt: "" } }).email).toMatch(/must be a string/);
    expect(errorsOf(signupSchema, { ...valid, password: { $ne: null } }).password).toMatch(/must be a string/);
    expect(errorsOf(signupSchema, { ...valid, phone: 9876543210 }).phone).toMatch(/must be a string/);
  });

  it("checks e-mail, phone and name formats", () => {
    expect(errorsOf(signupSchema, { ...valid, email: "no-at-sign" }).email).toMatch(/valid email/);
    expect(errorsOf(signupSchema, { ...valid, email: `${"a".repeat(250)}@example.com` }).email).toMatch(/at most 254/);
    expect(errorsOf(signupSchema, { ...valid, phone: "12345" }).phone).toMatch(/7 to 15 digits/);
    expect(errorsOf(signupSchema, { ...valid, phone: "call me" }).phone).toMatch(/valid phone/);
    expect(errorsOf(signupSchema, { ...valid, name: "   " }).name).toMatch(/required/);
    expect(errorsOf(signupSchema, { ...valid, name: "a\u0000b" }).name).toMatch(/not allowed/);
    expect(signupSchema.safeParse({ ...valid, phone: "(0422) 123-4567" }).success).toBe(true);
  });

  it("reports a body that is not an object under `body`", () => {
    expect(Object.keys(errorsOf(signupSchema, null))).toEqual(["body"]);
    expect(Object.keys(errorsOf(signupSchema, []))).toEqual(["body"]);
  });
});

describe("loginSchema", () => {
  it("does not apply the new-password rules to sign-in (old or common passwords still reach the check)", () => {
    expect(loginSchema.safeParse({ email: "a@example.com", password: "password" }).success).toBe(true);
    expect(errorsOf(loginSchema, { email: "a@example.com", password: "" }).password).toMatch(/required/);
    expect(errorsOf(loginSchema, { email: "a@example.com", password: "x".repeat(1025) }).password).toMatch(/too long/);
  });
});

describe("profile schemas", () => {
  it("PUT needs name, email and phone; PATCH at least one field", () => {
    expect(Object.keys(errorsOf(profileReplaceSchema, { name: "A" })).sort()).toEqual(["email", "phone"]);
    expect(Object.keys(errorsOf(profilePatchSchema, {}))).toEqual(["body"]);
    expect(profilePatchSchema.parse({ phone: "1234567" })).toEqual({ phone: "1234567" });
  });

  it("a new password needs the current one, and the other way round", () => {
    expect(Object.keys(errorsOf(profilePatchSchema, { password: "Brand-New-Pw-9" }))).toEqual(["currentPassword"]);
    expect(Object.keys(errorsOf(profilePatchSchema, { currentPassword: "old" }))).toEqual(["password"]);
    // The current password also goes with a new e-mail.
    expect(profilePatchSchema.safeParse({ email: "new@example.com", currentPassword: "old" }).success).toBe(true);
    expect(profilePatchSchema.safeParse({ password: "Brand-New-Pw-9", currentPassword: "old" }).success).toBe(true);
    expect(errorsOf(profilePatchSchema, { password: "short", currentPassword: "old" }).password).toMatch(/at least 8/);
  });

  it("take no role (it changes through the staff route alone, issue 66), which is one of the workshop's roles; other keys refused", () => {
    expect(errorsOf(profilePatchSchema, { role: "owner" }).role).toBe("is not an allowed field");
    expect(errorsOf(roleChangeSchema, { role: "root" }).role).toMatch(/user, floor, office, owner/);
    expect(Object.keys(errorsOf(profilePatchSchema, { name: "A", passwordHash: "x" }))).toEqual(["passwordHash"]);
  });
});

describe("objectIdPattern", () => {
  it("accepts 24 hex digits only", () => {
    expect(objectIdPattern.test("0123456789abcdefABCDEF01")).toBe(true);
    for (const id of ["", "abc", "0123456789abcdef0123456g", "0123456789abcdef012345678", "abcdefghijkl"])
      expect(objectIdPattern.test(id), id).toBe(false);
  });
});
