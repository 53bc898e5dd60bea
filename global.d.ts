import type messages from "./messages/en.json";
import type { Locale } from "./lib/i18n/locales";

// next-intl's typed messages: a key that is not in messages/en.json is a type error (tests/unit/messages.test.ts
// checks that messages/ta.json has every key of en.json and nothing else).
declare module "next-intl" {
  interface AppConfig {
    Locale: Locale;
    Messages: typeof messages;
  }
}
