/** The 500 speaks the language of its boundary (issue 52): the Tamil boundary's words, the phone and e-mail as links. */
import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { ServerError } from "@/components/errors/ServerError";
import { SiteProvider } from "@/components/site/SiteProvider";
import { contactOf } from "@/lib/site/site";
import { site as contact } from "../fixtures/seed-site";
import en from "@/messages/islands/en/errors.json";
import ta from "@/messages/islands/ta/errors.json";

const escaped = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

const page = (text: typeof en.serverError, homeHref?: string) =>
  renderToStaticMarkup(
    // As a page draws it: inside the <body>'s provider of the contact facts (components/layout/Document.tsx).
    <SiteProvider contact={contactOf(contact)}>
      <ServerError onRetry={() => {}} requestId="abc123" text={text} homeHref={homeHref} />
    </SiteProvider>,
  );

describe("the styled 500", () => {
  it("in Tamil: Tamil words, the home link to /ta, the phone and e-mail as links inside the Tamil sentence", () => {
    const html = page(ta.serverError, "/ta");
    expect(html).toContain("எங்கள் தரப்பில் ஏதோ தவறு நடந்துவிட்டது");
    expect(html).toContain('href="/ta"');
    expect(html).toContain(`href="${contact.phone.tel}"`);
    expect(html).toMatch(new RegExp(`>${escaped(contact.phone.display)}</a> எண்ணுக்குப் போன் செய்யுங்கள்`));
    expect(html).toContain("ரெஃபரன்ஸ்: abc123");
    expect(html).not.toMatch(/Something went wrong|Try again|Call /);
  });

  it("in English, as before", () => {
    const html = page(en.serverError);
    expect(html).toContain("Something went wrong on our side");
    expect(html).toContain('href="/"');
    expect(html).toMatch(new RegExp(`Call <a[^>]*>${escaped(contact.phone.display)}</a> or write to <a[^>]*>${escaped(contact.email)}</a>\\.`));
  });
});
