import { unitParts } from "@/lib/text/nbsp";

/**
 * Copy with its figures kept whole on a narrow screen: non-breaking spaces
 * between numbers and units, and "System-32 lines" or "0.45–2 mm" in a
 * nowrap span (see lib/text/nbsp.ts). Renders on the server and in islands.
 */
export function UnitText({ text }: { text: string }) {
  return (
    <>
      {unitParts(text).map((part, i) =>
        part.nowrap ? (
          <span key={i} className="whitespace-nowrap">
            {part.text}
          </span>
        ) : (
          part.text
        ),
      )}
    </>
  );
}

/** Paragraphs of such copy, each its own <p>, in a block with `className` (spacing, type). */
export function UnitParagraphs({ texts, className }: { texts: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {texts.map((text) => (
        <p key={text}>
          <UnitText text={text} />
        </p>
      ))}
    </div>
  );
}
