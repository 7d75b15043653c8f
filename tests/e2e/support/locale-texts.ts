import { readFileSync } from 'node:fs';

/**
 * The web app's texts as the user reads them, from its locale files: a journey checks what is on
 * the screen against the same resource the app shows, so a reworded text needs no test change.
 */
type Texts = { [key: string]: string | Texts };
const files = new Map<string, Texts>();
const file = (lng: string, ns: string): Texts => {
  const name = `${lng}/${ns}`;
  if (!files.has(name)) {
    const url = new URL(`../../../web/src/locales/${name}.json`, import.meta.url);
    files.set(name, JSON.parse(readFileSync(url, 'utf8')) as Texts);
  }
  return files.get(name)!;
};

/** The text of `ns:key` (dotted) in `lng`; a key that names no text throws. */
export function localeText(lng: string, ns: string, key: string): string {
  const value = key.split('.').reduce<string | Texts | undefined>((t, k) => (t as Texts | undefined)?.[k], file(lng, ns));
  if (typeof value !== 'string') throw new Error(`${lng}/${ns}:${key} is no text`);
  return value;
}

/** A text with its `{{name}}` values filled in. */
export const fillText = (value: string, values: Record<string, string | number>) =>
  value.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
