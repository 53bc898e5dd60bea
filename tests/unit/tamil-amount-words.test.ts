/**
 * The amount in words on a Tamil paper (issue 67, walk C11), on its edges: zero, one, the teens, round hundreds and
 * thousands (their joining forms), lakh, crore, paise alone, paise with rupees, and a negative correction.
 */
import { describe, expect, it } from "vitest";
import ta from "@/messages/ta.json";
import en from "@/messages/en.json";
import { amountInWords, wholeInWords, type NumberWords } from "@/lib/money/words-indian";

const w = ta.NumberWords as NumberWords;
const say = (rupees: number) => wholeInWords(rupees, w);

describe("Tamil numbers in words", () => {
  it("zero to ninety-nine", () => {
    expect(say(0)).toBe("பூஜ்ஜியம்");
    expect(say(1)).toBe("ஒன்று");
    expect(say(11)).toBe("பதினொன்று");
    expect(say(19)).toBe("பத்தொன்பது");
    expect(say(20)).toBe("இருபது");
    expect(say(21)).toBe("இருபத்து ஒன்று");
    expect(say(90)).toBe("தொண்ணூறு");
    expect(say(99)).toBe("தொண்ணூற்று ஒன்பது");
  });

  it("hundreds and thousands, whole at the end and joined before what follows", () => {
    expect(say(100)).toBe("நூறு");
    expect(say(101)).toBe("நூற்று ஒன்று");
    expect(say(300)).toBe("முந்நூறு");
    expect(say(321)).toBe("முந்நூற்று இருபத்து ஒன்று");
    expect(say(900)).toBe("தொள்ளாயிரம்");
    expect(say(1000)).toBe("ஆயிரம்");
    expect(say(1001)).toBe("ஆயிரத்து ஒன்று");
    expect(say(3000)).toBe("மூவாயிரம்");
    expect(say(9500)).toBe("ஒன்பதாயிரத்து ஐந்நூறு");
    expect(say(10_000)).toBe("பத்து ஆயிரம்");
    expect(say(43_321)).toBe("நாற்பத்து மூன்று ஆயிரத்து முந்நூற்று இருபத்து ஒன்று");
    expect(say(99_999)).toBe("தொண்ணூற்று ஒன்பது ஆயிரத்து தொள்ளாயிரத்து தொண்ணூற்று ஒன்பது");
  });

  it("lakh and crore, one of each said ஒரு", () => {
    expect(say(1_00_000)).toBe("ஒரு லட்சம்");
    expect(say(1_00_001)).toBe("ஒரு லட்சத்து ஒன்று");
    expect(say(2_50_000)).toBe("இரண்டு லட்சத்து ஐம்பது ஆயிரம்");
    expect(say(1_00_00_000)).toBe("ஒரு கோடி");
    expect(say(1_23_45_678)).toBe("ஒரு கோடியே இருபத்து மூன்று லட்சத்து நாற்பத்து ஐந்து ஆயிரத்து அறுநூற்று எழுபத்து எட்டு");
    expect(say(1234_00_00_000)).toBe("ஆயிரத்து இருநூற்று முப்பத்து நான்கு கோடி");
  });

  it("rupees and paise, as the paper prints them", () => {
    expect(amountInWords(43_321_80, w)).toBe("நாற்பத்து மூன்று ஆயிரத்து முந்நூற்று இருபத்து ஒன்று ரூபாய் எண்பது பைசா மட்டும்");
    expect(amountInWords(100, w)).toBe("ஒன்று ரூபாய் மட்டும்");
    expect(amountInWords(50, w)).toBe("ஐம்பது பைசா மட்டும்");
    expect(amountInWords(0, w)).toBe("பூஜ்ஜியம் ரூபாய் மட்டும்");
    expect(amountInWords(-1_00, w)).toBe("மைனஸ் ஒன்று ரூபாய் மட்டும்");
  });

  it("the English catalogue's words follow the same rules (its papers use to-words; these keep the twins alike)", () => {
    expect(amountInWords(1_00_000_50, en.NumberWords as NumberWords)).toBe("one lakh rupees fifty paise only");
  });
});
