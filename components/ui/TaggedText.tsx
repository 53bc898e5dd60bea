import { Fragment, type ReactNode } from "react";
import { tagParts } from "@/lib/i18n/tags";

/**
 * A filled-in message whose `<tag>` spans are drawn by `tags` (for example `sr` as screen-reader-only words, `link`
 * as a link): the same words in the order the language puts them. Text outside a tag, or in a tag with no drawer,
 * is plain text.
 */
export function TaggedText({ text, tags }: { text: string; tags: Record<string, (chunk: string) => ReactNode> }) {
  return (
    <>
      {tagParts(text).map((part, i) => (
        <Fragment key={i}>{part.tag && tags[part.tag] ? tags[part.tag](part.text) : part.text}</Fragment>
      ))}
    </>
  );
}

/** Screen-reader-only words, for `tags={{ sr: srOnly }}`. */
export const srOnly = (chunk: string) => <span className="sr-only">{chunk}</span>;
