import { describe, expect, it } from "vitest";
import { initialOf } from "@/components/auth/AuthStatus";

describe("the account badge's initial", () => {
  it("is the first whole letter of the name, with a Tamil vowel sign kept on its consonant", () => {
    expect(initialOf("Priya Raman")).toBe("P");
    expect(initialOf("  meena")).toBe("M");
    expect(initialOf("முருகன் கே")).toBe("மு");
    expect(initialOf("கார்த்திக்")).toBe("கா");
    expect(initialOf("")).toBe("?");
  });
});
