/**
 * The public address of the map's own chunk (maplibre and the canvas), which the browser
 * imports only after hydration. The map pages name it in a `modulepreload` link so it is
 * downloaded and compiled while the page hydrates, instead of after; on this machine that
 * is most of the time between hydration and the first clustered render.
 *
 * The compiler names the chunk by its content hash and lists it in the metafile it writes
 * beside the server build (`build/metafile.js.json`); it is read once per process. Without
 * that file (a deployment that ships only `index.js`, or the unit tests) there is no link
 * and the map loads as before.
 */
import { readBuiltOnce } from "~/build-files/read-once.server";

const ENTRY = "app/components/map/map-canvas.client.tsx";
/** The compiler writes to public/build/, served at /build/ (remix.config.js defaults). */
const OUTPUT_DIR = "public/build/";
const PUBLIC_PATH = "/build/";

type Metafile = { outputs: Record<string, { entryPoint?: string }> };

export function chunkHref(metafile: Metafile, entry: string): string | null {
  const output = Object.entries(metafile.outputs).find(([path, value]) => value.entryPoint === entry && path.startsWith(OUTPUT_DIR) && path.endsWith(".js"));
  return output ? PUBLIC_PATH + output[0].slice(OUTPUT_DIR.length) : null;
}

export const mapChunkHref = readBuiltOnce("./metafile.js.json", ([text]) => chunkHref(JSON.parse(text) as Metafile, ENTRY));
