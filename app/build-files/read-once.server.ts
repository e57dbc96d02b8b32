import { readFileSync } from "node:fs";

/**
 * A file the compiler writes beside the server build (`build/`, with the public assets in
 * `public/build/`), read and parsed on first use and kept for the life of the process. Null,
 * and kept so, when it is not there: a deployment that ships only `build/index.js`, or the unit
 * tests, which run from the sources.
 */
export function readBuiltOnce<T>(relativeToServerBuild: string | string[], parse: (texts: string[]) => T): () => T | null {
  let known: { value: T | null } | undefined;
  return () => {
    if (!known) {
      try {
        const paths = Array.isArray(relativeToServerBuild) ? relativeToServerBuild : [relativeToServerBuild];
        known = { value: parse(paths.map((path) => readFileSync(new URL(path, import.meta.url), "utf8"))) };
      } catch {
        known = { value: null };
      }
    }
    return known.value;
  };
}
