import { cookies } from "next/headers";
import { AccessNotice } from "@/components/admin/AccessNotice";
import { BooksConsole } from "@/components/admin/BooksConsole";
import { FloorLanguageSwitch } from "@/components/admin/FloorLanguageSwitch";
import { adminAccess } from "@/lib/auth/dal";
import { refusalFor } from "@/lib/auth/permission-refusal";
import { FLOOR_LANGUAGE_COOKIE, floorLocaleOf } from "@/lib/i18n/floor-language";
import { booksText } from "@/lib/i18n/islands/books";
import { refusalInEnglish } from "@/lib/i18n/refusal-text";
import { indiaDate } from "@/lib/format/financial-year";

export const dynamic = "force-dynamic";
export const metadata = { title: "Books" };

/** The month before this one (in India): the return being filed now. */
function lastMonth(): string {
  const [y, m] = indiaDate().split("-").map(Number);
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, "0")}`;
}

/** The Books page (issue 69): owner and office, in the console's language the reader chose. */
export default async function BooksPage() {
  const access = await adminAccess("books.returns");
  if (!access.ok)
    return <AccessNotice reason={access.reason} message={access.permission ? refusalInEnglish(refusalFor(access.permission)) : undefined} />;
  const locale = floorLocaleOf((await cookies()).get(FLOOR_LANGUAGE_COOKIE)?.value);
  return (
    <div className="grid gap-4">
      <FloorLanguageSwitch locale={locale} label={booksText(locale).language} />
      <BooksConsole key={locale} locale={locale} initialMonth={lastMonth()} />
    </div>
  );
}
