// The JavaScript each route ships on a full page load (entry, root and route chunks),
// gzipped, read from the build. Prints the largest on its last line.
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

for (const row of rows) console.log(`${(row.bytes / 1024).toFixed(1).padStart(7)} KB  ${row.id}`);
const largest = rows[0];
console.log(`route-js: largest first-load JavaScript ${(largest.bytes / 1024).toFixed(1)} KB gzipped (${largest.id}); smallest ${(rows.at(-1).bytes / 1024).toFixed(1)} KB`);
