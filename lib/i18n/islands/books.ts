/** The console's Books page words (issue 69), in both languages: the owner and the office may read it in Tamil. */
import en from "@/messages/islands/en/books.json";
import ta from "@/messages/islands/ta/books.json";
import type { Locale } from "../locales";

export type BooksText = typeof en.books;
const TEXT: Record<Locale, BooksText> = { en: en.books, ta: ta.books };
export const booksText = (locale: Locale): BooksText => TEXT[locale];
