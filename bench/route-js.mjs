// The JavaScript each route ships on a full page load (entry, root and route chunks),
// gzipped, read from the build. The map routes load maplibre as a separate chunk after
// hydration (not counted in first load, printed apart); every other route must stay under
// 120 KB. Prints the largest page without the map, and the map chunk, on its last line.
import { readFileSync, readdirSync } from "node:fs";
import { gzipSync } from "node:zlib";

const dir = "public/build";
const manifestFile = readdirSync(dir).find((name) => /^manifest-.*\.js$/.test(name));
if (!manifestFile) throw new Error("no build found: run `npm run build` first");
const manifest = JSON.parse(readFileSync(`${dir}/${manifestFile}`, "utf8").replace(/^window\.__remixManifest\s*=\s*/, "").replace(/;\s*$/, ""));

const gzipped = new Map();
const sizeOf = (path) => {
  if (!gzipped.has(path)) gzipped.set(path, gzipSync(readFileSync(`public${path}`)).length);
  return gzipped.get(path);
};

function chain(routeId) {
  const ids = [];
  for (let id = routeId; id; id = manifest.routes[id].parentId) ids.unshift(id);
  return ids;
}

const rows = Object.keys(manifest.routes)
  .filter((id) => id !== "root")
  .map((id) => {
    const files = new Set([manifest.entry.module, ...manifest.entry.imports]);
    for (const routeId of chain(id)) {
      const route = manifest.routes[routeId];
      files.add(route.module);
      for (const file of route.imports ?? []) files.add(file);
    }
    const bytes = [...files].reduce((sum, file) => sum + sizeOf(file), 0);
    return { id, path: manifest.routes[id].path ?? "(index)", bytes };
  })
  .sort((a, b) => b.bytes - a.bytes);

const MAP_ROUTES = new Set(["routes/dashboard", "routes/embed.map"]);
const LIMIT_KB = 120;
const kb = (bytes) => (bytes / 1024).toFixed(1);
for (const row of rows) console.log(`${kb(row.bytes).padStart(7)} KB  ${row.id}${MAP_ROUTES.has(row.id) ? "  (map route)" : ""}`);

// The lazily imported maplibre chunk: the largest file under build/ that no manifest entry lists.
const listed = new Set([manifest.entry.module, ...manifest.entry.imports, ...Object.values(manifest.routes).flatMap((r) => [r.module, ...(r.imports ?? [])])]);
const walk = (folder) => readdirSync(folder, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? walk(`${folder}/${entry.name}`) : [`${folder}/${entry.name}`]));
const lazy = walk(dir)
  .filter((file) => file.endsWith(".js") && !listed.has(file.replace(/^public/, "")) && !/manifest-/.test(file))
  .map((file) => ({ file, bytes: gzipSync(readFileSync(file)).length }))
  .sort((a, b) => b.bytes - a.bytes)[0];

const withoutMap = rows.filter((row) => !MAP_ROUTES.has(row.id));
const largest = withoutMap[0];
const over = withoutMap.filter((row) => row.bytes > LIMIT_KB * 1024);
// Over the limit fails the run, so a page that grows past it (a library pulled into the browser by one import) stops CI.
if (over.length) {
  console.log(`over ${LIMIT_KB} KB: ${over.map((row) => row.id).join(", ")}`);
  process.exitCode = 1;
}
console.log(
  `route-js: largest page without the map ${kb(largest.bytes)} KB gzipped (${largest.id}; limit ${LIMIT_KB} KB: ${over.length ? "EXCEEDED" : "met"}); map chunk loaded after hydration ${lazy ? kb(lazy.bytes) : "?"} KB`,
);
