import { beforeEach, describe, expect, test } from "vitest";
import { NoJsBrowser, appUrl, sandbox, text } from "./browser";

beforeEach(async () => {
  await sandbox().reset();
});

/** The competition names of the panel's list, in order, with their meta line. */
function listed(html: string) {
  return [...html.matchAll(/data-competition-id="(\d+)"[\s\S]*?competition-list__name"[^>]*>([^<]+)<\/a>[\s\S]*?competition-list__meta">([^<]*)</g)].map(
    ([, id, name, meta]) => ({ id: Number(id), name, meta }),
  );
}

const qualifyingCounts = (html: string) =>
  [...html.matchAll(/competition-list__assets">(\d+) qualifying asset/g)].map(([, count]) => Number(count));

async function provider() {
  const browser = new NoJsBrowser();
  await browser.login("provider@example.com");
  return browser;
}

describe("dashboard without JavaScript", () => {
  test("MAP-08 MAP-07 a provider's list runs from qualification open to bidding closed, qualifying assets first, most first", async () => {
    const page = await (await provider()).get("/dashboard");
    expect(page.status).toBe(200);
    // A page heading for the outline, though the map fills the page; a row's name, operator and count read apart.
    expect(page.html).toMatch(/<h1[^>]*>Dashboard<\/h1>/);
    expect(text(page.html)).not.toMatch(/[a-z]Northern Powergrid/);
    const rows = listed(page.html);
    expect(rows.length).toBeGreaterThan(15);
    for (const row of rows) expect(row.meta).toMatch(/Qualification open|Qualification closed|Bidding open|Bidding closed/);
    expect(rows.map((row) => row.name)).not.toContain("Bradford Sustain");
    expect(rows.map((row) => row.name)).not.toContain("York Firm Flexibility");
    // The competition with no boundary coordinates is still listed.
    expect(rows.map((row) => row.name)).toContain("Cumbria Restore");
    const counts = qualifyingCounts(page.html);
    expect(counts[0]).toBeGreaterThan(0);
    expect(counts).toEqual([...counts].sort((a, b) => b - a));
    // The page carries what the list and map show: no contacts, budgets or archive dates in its data.
    expect(page.html).toContain("Pennines Cross-Boundary Flexibility");
    for (const unshown of ["flexibility@electricity-north-west.example", "archive_on", "minimum_budget", "qualification_type"]) expect(page.html).not.toContain(unshown);
  });

  test("MAP-05 filters are a GET form: status, tag (Untagged for none), voltage and operator narrow the list and stay ticked", async () => {
    const browser = await provider();
    const open = await browser.get("/dashboard?status=open");
    const openRows = listed(open.html);
    expect(openRows.length).toBeGreaterThan(3);
    for (const row of openRows) expect(row.meta).toContain("Bidding open");
    const ticked = [...open.html.matchAll(/<input type="checkbox"[^>]*>/g)].map(([input]) => input).filter((input) => input.includes("checked"));
    expect(ticked).toHaveLength(1);
    expect(ticked[0]).toContain('name="status"');
    expect(ticked[0]).toContain('value="open"');

    const untagged = listed((await browser.get("/dashboard?tag=Untagged")).html);
    expect(untagged.length).toBeGreaterThan(0);
    for (const row of untagged) expect(row.meta).toContain("Untagged");
    const dayAhead = listed((await browser.get("/dashboard?tag=Day%20Ahead")).html);
    expect(dayAhead.map((row) => row.name).sort()).toEqual(["Eastern Day Ahead Turn Down", "Humber Day Ahead Flexibility", "Yorkshire Day Ahead Flexibility"]);

    const lowVoltage = listed((await browser.get("/dashboard?voltage=0.24")).html).map((row) => row.name);
    expect(lowVoltage).toContain("Leeds Sustain Peak");
    expect(lowVoltage).not.toContain("Hull Voltage Support");

    const northern = listed((await browser.get("/dashboard?operator=201")).html);
    for (const row of northern) expect(row.meta).toContain("Northern Powergrid");
    expect(northern.length).toBeGreaterThan(3);
  });

  test("MAP-01 the server draws the competition boundaries as an SVG of links where the map will be", async () => {
    const page = await (await provider()).get("/dashboard?status=open");
    const svg = page.html.match(/<svg class="boundaries-svg"[\s\S]*?<\/svg>/)?.[0] ?? "";
    expect(svg).toContain("<path");
    const links = [...svg.matchAll(/href="\?([^"]+)"/g)].map(([, query]) => new URLSearchParams(query.replaceAll("&amp;", "&")));
    expect(links.length).toBe(listed(page.html).length);
    for (const query of links) {
      expect(query.get("status")).toBe("open");
      expect(Number(query.get("competition"))).toBeGreaterThan(0);
    }
    expect(svg).toContain("<title>Leeds Sustain Peak</title>");
    // The land under the outlines is a picture of its own, which any browser fetches without signing in.
    const land = svg.match(/<image[^>]*href="(\/map\/land\.svg[^"]+)"/)![1].replaceAll("&amp;", "&");
    const picture = await fetch(new URL(land, page.url));
    expect(picture.status).toBe(200);
    expect(picture.headers.get("Content-Type")).toContain("image/svg+xml");
    expect(await picture.text()).toMatch(/^<svg [^>]*><path d="M/);
  });

  test("MAP-06 MAP-07 ?competition= opens page 2: details, service windows, asset summary and ballot count; Back returns to page 1", async () => {
    const browser = await provider();
    const page = await browser.get("/dashboard?competition=1");
    const body = text(page.html);
    expect(page.html).toContain('data-page="2"');
    expect(body).toContain("Leeds Sustain Peak");
    expect(body).toContain("Bidding open");
    expect(body).toContain("Northern Powergrid");
    expect(body).toMatch(/\d+ of \d+ assets qualify/);
    // Service windows' times of day are UK times, whatever zone dates are shown in; the archive date is a date to come.
    expect(body).toContain("Times are shown in UK time.");
    expect(body).toContain("Archive date");
    expect(body).toMatch(/You have \d+ active ballots?/);
    expect(page.html).toContain('href="/flexprovider/competitions/1"');
    expect(page.html).toContain('href="/manage/flexprovider/bids/submit?competition=1"');
    const back = page.html.match(/href="([^"]*)"[^>]*>Back to all competitions/)?.[1];
    expect(back).toBe("/dashboard");
    expect((await browser.get(back!)).html).toContain('data-page="1"');
  });

  test("MAP-06 MAP-07 a competition's qualifying assets are counted as the qualification overview counts them: the list, the panel and the overview agree for every competition", async () => {
    const browser = await provider();
    const overview = (await browser.get("/manage/flexprovider/qualification/overview")).html;
    // Overview columns: qualified, eligible, ineligible, disqualified; then the row's form names the competition.
    const standings = new Map(
      [...overview.matchAll(/<td>(\d+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><td>(\d+)<\/td><td><form[\s\S]*?name="competition" value="(\d+)"/g)].map(
        ([, qualified, eligible, ineligible, disqualified, id]) => [Number(id), { qualifying: Number(qualified) + Number(eligible), total: Number(qualified) + Number(eligible) + Number(ineligible) + Number(disqualified) }],
      ),
    );
    expect(standings.size).toBeGreaterThan(1);
    const list = (await browser.get("/dashboard")).html;
    const rows = listed(list);
    const counts = qualifyingCounts(list);
    expect(counts.length).toBe(rows.length);
    let compared = 0;
    for (const [index, row] of rows.entries()) {
      const panel = text((await browser.get(`/dashboard?competition=${row.id}`)).html).match(/(\d+) of (\d+) assets qualify/);
      if (!panel) continue;
      expect(Number(panel[1]), row.name).toBe(counts[index]);
      const standing = standings.get(row.id);
      if (!standing) continue;
      compared++;
      expect({ name: row.name, qualifying: counts[index], total: Number(panel[2]) }).toEqual({ name: row.name, ...standing });
    }
    expect(compared).toBe(standings.size);
  });

  test("MAP-06 a removed competition shows 'Competition removed' with the way back", async () => {
    const page = await (await provider()).get("/dashboard?competition=41");
    expect(text(page.html)).toContain("Competition removed: The competition has been removed, please refresh your browser.");
    expect(page.html).toMatch(/role="alert"/);
  });

  test("MAP-04 the search box answers places with links for competitions", async () => {
    const page = await (await provider()).get("/dashboard?q=leeds");
    expect(page.html).toContain('aria-label="Search results"');
    expect(page.html).toMatch(/href="\/dashboard\?competition=1"[^>]*>Leeds Sustain Peak/);
    expect(page.html).toMatch(/<button[^>]*>Leeds<\/button>/);
    expect(text((await (await provider()).get("/dashboard?q=zzzz")).html)).toContain("Nothing found");
  });

  test("MAP-08 operators see their own competitions, and every one in their area with the flag", async () => {
    const browser = new NoJsBrowser();
    await browser.login("operator@example.com");
    const own = listed((await browser.get("/dashboard")).html).map((row) => row.name);
    expect(own).toContain("York Firm Flexibility");
    expect(own).not.toContain("London Sustain");
    expect(own).not.toContain("Pennines Cross-Boundary Flexibility");
    await sandbox().setFeatures("operator@example.com", ["so_view_all_competitions_in_area"]);
    const relogged = new NoJsBrowser();
    await relogged.login("operator@example.com");
    expect(listed((await relogged.get("/dashboard")).html).map((row) => row.name)).toContain("Pennines Cross-Boundary Flexibility");
  });

  test("MAP-08 MAP-05 a user without an organisation is told there are no competitions to show, not that filters match none", async () => {
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    const page = text((await plain.get("/dashboard")).html);
    expect(page).toContain("There are no competitions to show.");
    expect(page).not.toContain("No competitions match these filters.");
    const filtered = text((await plain.get("/dashboard?status=open")).html);
    expect(filtered).toContain("No competitions match these filters.");
  });

  test("MAP-01 MAP-03 pins come from their own URL view by view: clusters with counts, pins above zoom 8, 200 a page; providers get ref and name, operators never", async () => {
    type View = { type: string; version: string; page: number; pages: number; features: { properties: Record<string, unknown> }[] };
    const browser = await provider();
    const far = JSON.parse((await browser.get("/dashboard/assets?bbox=-180,-85,180,85&zoom=0")).html) as View;
    expect(far.type).toBe("FeatureCollection");
    const clusters = far.features.filter((feature) => feature.properties.cluster);
    expect(clusters.length).toBeGreaterThan(0);
    for (const { properties } of clusters) expect(Number(properties.qualified) + Number(properties.unqualified)).toBe(properties.point_count);
    const total = (view: View) => view.features.reduce((sum, feature) => sum + (feature.properties.cluster ? Number(feature.properties.point_count) : 1), 0);
    const close = JSON.parse((await browser.get(`/dashboard/assets?bbox=-180,-85,180,85&zoom=9&v=${far.version}`)).html) as View;
    expect(close.version).toBe(far.version);
    expect(close.features.length).toBeGreaterThan(50);
    expect(close.features.length).toBe(Math.min(200, total(far)));
    expect(close.features.every((feature) => !feature.properties.cluster && typeof feature.properties.ref === "string")).toBe(true);

    const operator = new NoJsBrowser();
    await operator.login("operator@example.com");
    const all = "/dashboard/assets?bbox=-180,-85,180,85";
    const counted = total(JSON.parse((await operator.get(`${all}&zoom=0`)).html) as View);
    const first = JSON.parse((await operator.get(`${all}&zoom=9`)).html) as View;
    expect(first.features).toHaveLength(200);
    expect(first.pages).toBe(Math.ceil(counted / 200));
    const pages = [first, ...(await Promise.all(Array.from({ length: first.pages - 1 }, async (_, page) => JSON.parse((await operator.get(`${all}&zoom=9&v=${first.version}&page=${page + 2}`)).html) as View)))];
    const ids = pages.flatMap((view) => view.features.map((feature) => feature.properties.id));
    expect(new Set(ids).size).toBe(counted);
    for (const feature of pages.flatMap((view) => view.features)) expect(feature.properties.ref ?? null).toBeNull();
    const wrong = await operator.get("/dashboard/assets?bbox=-180,-85,180&zoom=3");
    expect(wrong.status).toBe(400);
    expect(JSON.parse(wrong.html).message).toMatch(/bbox/);
    const visitor = await new NoJsBrowser().get("/dashboard/assets?bbox=-180,-85,180,85&zoom=0", false);
    expect(visitor.status).toBe(302);
  });
});

describe("asset pins without JavaScript", () => {
  type View = { features: { properties: Record<string, unknown> }[] };
  const pinsPicture = (html: string) => html.match(/<noscript><img class="boundaries-svg__pins" src="([^"]+)" alt="([^"]+)"/);
  /** How many pins a picture draws: each cluster's count, and one for each single pin. */
  const drawnTotal = (svg: string) => {
    const counts = [...svg.matchAll(/<text[^>]*>(\d+)<\/text>/g)].map(([, count]) => Number(count));
    return counts.reduce((sum, count) => sum + count, 0) + (svg.match(/<circle /g)?.length ?? 0) - counts.length;
  };

  test("MAP-01 MAP-03 MAP-04 the server-drawn map lays the viewer's pins over the outlines as a picture: every pin once on the whole map, the active competition's closer in", async () => {
    for (const email of ["provider@example.com", "operator@example.com"]) {
      const browser = new NoJsBrowser();
      await browser.login(email);
      const page = await browser.get("/dashboard");
      const found = pinsPicture(page.html);
      expect(found, email).toBeTruthy();
      expect(found![2]).toBe("Assets on the map, in clusters that show how many they hold");
      const src = found![1].replaceAll("&amp;", "&");
      // The picture shows what the outlines show: the same view box.
      const viewBox = page.html.match(/<svg class="boundaries-svg"[^>]*viewBox="([^"]+)"/)?.[1];
      expect(new URL(src, appUrl()).searchParams.get("box")).toBe(viewBox);
      const picture = await browser.get(src);
      expect(picture.status).toBe(200);
      expect(picture.headers.get("content-type")).toContain("image/svg+xml");
      expect(picture.headers.get("cache-control")).toContain("private");
      const far = JSON.parse((await browser.get("/dashboard/assets?bbox=-180,-85,180,85&zoom=0")).html) as View;
      const pins = far.features.reduce((sum, feature) => sum + (feature.properties.cluster ? Number(feature.properties.point_count) : 1), 0);
      expect(pins, email).toBeGreaterThan(0);
      expect(drawnTotal(picture.html), email).toBe(pins);

      const closer = pinsPicture((await browser.get("/dashboard?competition=1")).html)![1].replaceAll("&amp;", "&");
      expect(new URL(closer, appUrl()).searchParams.get("box")).not.toBe(viewBox);
      const near = await browser.get(closer);
      expect(near.status).toBe(200);
      expect(drawnTotal(near.html)).toBeGreaterThan(0);
      expect(drawnTotal(near.html)).toBeLessThan(pins);
      const bad = await browser.get(src.replace(/box=[^&]+/, "box=0+0+99999+1"));
      expect(bad.status).toBe(400);
    }
    // Users without a market role see no pins, and the picture is not for visitors.
    const plain = new NoJsBrowser();
    await plain.login("user@example.com");
    expect(pinsPicture((await plain.get("/dashboard")).html)).toBeNull();
    const visitor = await new NoJsBrowser().get("/dashboard/assets.svg?view=-6.3,50,1.75,59.3&size=640x480&margin=16&box=0+0+640+480", false);
    expect(visitor.status).toBe(302);
  });
});

describe("the map's own files", () => {
  test("MAP-01 MAP-09 the map pages preload the map's own chunk while they hydrate, and it is served", async () => {
    const dashboard = await (await provider()).get("/dashboard");
    const embed = await new NoJsBrowser().get("/embed/map");
    const preloaded = (html: string) => html.match(/<link rel="modulepreload" href="(\/build\/_shared\/map-canvas\.client-[\w-]+\.js)"/)?.[1];
    const href = preloaded(dashboard.html);
    expect(href).toBeTruthy();
    expect(preloaded(embed.html)).toBe(href);
    const chunk = await fetch(`${appUrl()}${href}`);
    expect(chunk.status).toBe(200);
    // It is maplibre's chunk, not some other module.
    expect(await chunk.text()).toContain("maplibre");
  });

  test("MAP-01 the land tiles the built-in style names are served to anyone and cached a week, and a missing one is not found", async () => {
    const style = await (await fetch(`${appUrl()}/map/style.json`)).json();
    const template: string = style.sources.land.tiles[0];
    const tile = await fetch(`${appUrl()}${template.replace("{z}", "5").replace("{x}", "15").replace("{y}", "10")}`);
    expect(tile.status).toBe(200);
    expect(tile.headers.get("Content-Type")).toBe("application/vnd.mapbox-vector-tile");
    expect(tile.headers.get("Cache-Control")).toMatch(/public, max-age=604800/);
    expect((await tile.arrayBuffer()).byteLength).toBeGreaterThan(1000);
    expect((await fetch(`${appUrl()}/map/land/8/0/0`)).status).toBe(404);
  });
});

describe("competition views without JavaScript", () => {
  test("COMP-01 COMP-02 COMP-03 the competition page shows its fields, windows with the decremented end date, and ballots with View", async () => {
    const browser = await provider();
    const page = await browser.get("/flexprovider/competitions/1");
    expect(page.status).toBe(200);
    const body = text(page.html);
    for (const label of ["Bidding open", "Pay as bid", "Availability and utilisation", "Congestion management", "Sustain", "Deficit (generation turn up / consumption turn down)", "Active power", "0.24 kV to 33 kV", "Untagged", "Service periods", "Capacity required"]) {
      expect(body).toContain(label);
    }
    expect(body).toMatch(/\d+(\.\d+)? MW/);
    expect(body).toMatch(/Every day|Weekdays|Weekends|Mon|Tue/);
    const view = page.html.match(/href="(\/flexprovider\/competitions\/1\/ballots\/\d+)"/)?.[1];
    expect(view).toBeTruthy();
    const ballot = await browser.get(view!);
    expect(ballot.status).toBe(200);
    expect(text(ballot.html)).toMatch(/Ballot #\d+/);
    expect(ballot.html).toContain("data-bid-id=");
  });

  test("COMP-03 MAP-06 BID-08 each service window shows its ID, the one the bulk bids template asks for, on the competition page and in the dashboard panel", async () => {
    const browser = await provider();
    for (const path of ["/flexprovider/competitions/1", "/dashboard?competition=1"]) {
      const page = await browser.get(path);
      const ids = [...page.html.matchAll(/data-window-id="(\d+)"/g)].map((match) => match[1]);
      expect(ids.length, path).toBeGreaterThan(0);
      for (const id of ids) expect(text(page.html), path).toContain(`Window ID ${id}`);
    }
  });

  test("COMP-02 an unknown competition or a ballot of another competition is not found", async () => {
    const browser = await provider();
    expect((await browser.get("/flexprovider/competitions/99999")).status).toBe(404);
    expect((await browser.get("/flexprovider/competitions/41")).status).toBe(404);
    expect((await browser.get("/flexprovider/competitions/2/ballots/999999")).status).toBe(404);
  });
});

describe("embedded map", () => {
  test("MAP-09 /embed/map shows competitions without a login or assets, and only configured origins may frame it", async () => {
    const response = await fetch(`${appUrl()}/embed/map?operator=northern-powergrid`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-security-policy")).toContain("frame-ancestors https://partner.example");
    expect(response.headers.get("x-frame-options")).toBeNull();
    const html = await response.text();
    const names = listed(html).map((row) => row.name);
    expect(names).toContain("Leeds Sustain Peak");
    expect(names).not.toContain("London Sustain");
    expect(html).not.toContain("/dashboard/assets");
    expect(html).not.toContain("kit-side-navigation");
    const dashboard = await fetch(`${appUrl()}/dashboard`, { redirect: "manual" });
    expect(dashboard.headers.get("content-security-policy")).toContain("frame-ancestors 'none'");
    expect(dashboard.headers.get("x-frame-options")).toBe("DENY");
  });

  test("MAP-09 embed:map replaces dashboard under the embeddable-map flag; without it a signed-in user's links open the dashboard outside the frame", async () => {
    const member = new NoJsBrowser();
    await member.login("provider@example.com");
    const without = await member.get("/embed/map");
    expect(without.html).toMatch(/href="\/dashboard\?competition=\d+"[^>]*target="_top"|target="_top"[^>]*href="\/dashboard\?competition=\d+"/);
    await sandbox().setAnonymousFeatures(["embeddable_map"]);
    const page = await new NoJsBrowser().get("/embed/map?operator=201");
    expect(page.html).toMatch(/href="\/embed\/map\?operator=201&amp;competition=\d+"/);
    const active = await new NoJsBrowser().get("/embed/map?operator=201&competition=1");
    expect(active.html).toContain('data-page="2"');
    expect(text(active.html)).toContain("Leeds Sustain Peak");
    expect(active.html).not.toContain("/manage/flexprovider/bids/submit");
  });

  test("MAP-09 a signed-out visitor's competition list opens competitions inside the embed, as the outlines do, each name apart from its details", async () => {
    const page = await new NoJsBrowser().get("/embed/map?operator=201");
    const list = page.html.match(/<ol class="competition-list"[\s\S]*?<\/ol>/)?.[0] ?? "";
    const rows = listed(list);
    expect(rows.length).toBeGreaterThan(0);
    expect(list).not.toContain("/dashboard");
    expect(list).not.toContain('target="_top"');
    const hrefs = [...list.matchAll(/<a[^>]*href="([^"]+)"/g)].map(([, href]) => href);
    expect(hrefs).toEqual(rows.map((row) => `/embed/map?operator=201&amp;competition=${row.id}`));
    // Name and details are separate words even as plain text (a reader, a copy, no stylesheet).
    expect(text(list)).toContain(`${rows[0].name} ${rows[0].meta}`);
    const opened = await new NoJsBrowser().get(hrefs[0].replace(/&amp;/g, "&"));
    expect(new URL(opened.url).pathname).toBe("/embed/map");
    expect(opened.html).toContain('data-page="2"');
  });

  test("MAP-09 the embedded competition's dates read day, month, year like its times, for an en-US browser too", async () => {
    const browser = new NoJsBrowser();
    const page = await browser.request("/embed/map?operator=201&competition=1", { headers: { "Accept-Language": "en-US,en;q=0.9" } });
    const panel = text(page.html.match(/<article class="competition-panel"[\s\S]*?<\/article>/)?.[0] ?? "");
    expect(panel).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4} to \d{1,2} [A-Z][a-z]{2} \d{4}\b/);
    expect(panel).toMatch(/\b\d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2}\b/);
    expect(panel).not.toMatch(/\b[A-Z][a-z]{2} \d{1,2}, \d{4}\b/);
  });
});
