/**
 * English messages built in lib (the API's refusals, a row's check, a part that does not fit, an undo step) in
 * another language, from a catalogue: `messages` maps each English message, or its template, to its translation;
 * `labels` maps field names. In a template `{label}` is a field's name (from `labels`), `{n}` a number, and any
 * other `{name}` a piece of text that is itself translated (so "Undone: {what}" carries its step's words). A message
 * the catalogue lacks stays as it is: the answer is never worse than English. Pure: the server (./server-messages.ts)
 * and a page in Tamil (which gets the catalogue from its server page) both use it.
 */
import { fill } from "./template";

export type MessageCatalogue = { labels: Record<string, string>; messages: Record<string, string> };
export type Translate = (english: string) => string;

/** English shown as it is: the translation of an English page. */
export const asIs: Translate = (english) => english;

const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");

/** How deep a message's pieces are translated in turn ("Undone: 3 parts pasted; Length: …"). */
const MAX_DEPTH = 4;

export function translator(catalogue: MessageCatalogue): Translate {
  const exact = new Map(Object.entries(catalogue.messages).filter(([english]) => !english.includes("{")));
  const labels = new Map(Object.entries(catalogue.labels));
  const patterns = Object.entries(catalogue.messages)
    .filter(([english]) => english.includes("{"))
    .map(([english, translated]) => {
      const names: string[] = [];
      const source = english
        .split(/(\{\w+\})/)
        .map((part) => {
          const name = /^\{(\w+)\}$/.exec(part)?.[1];
          if (!name) return escape(part);
          names.push(name);
          return name === "n" ? "(\\d+(?:\\.\\d+)?)" : "(.+?)";
        })
        .join("");
      return { re: new RegExp(`^${source}$`, "s"), names, translated };
    });

  const say = (english: string, depth: number): string => {
    const found = exact.get(english);
    if (found) return found;
    if (depth >= MAX_DEPTH) return english;
    for (const { re, names, translated } of patterns) {
      const match = re.exec(english);
      if (!match) continue;
      const values: Record<string, string> = {};
      let ok = true;
      names.forEach((name, i) => {
        const value = match[i + 1];
        if (name === "label") {
          const label = labels.get(value);
          if (label === undefined) ok = false;
          else values.label = label;
        } else values[name] = name === "n" ? value : say(value, depth + 1);
      });
      if (ok) return fill(translated, values);
    }
    return english;
  };
  return (english) => say(english, 0);
}
