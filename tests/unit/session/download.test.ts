import { describe, expect, test } from "vitest";
import { attachment, downloadOrBack, safeFileName } from "~/session/download.server";
import { takeFlash } from "~/session/flash.server";
import { UpstreamDataError, UpstreamError, UpstreamUnavailableError } from "~/upstream/errors";
import { createTestContext } from "../../support/context";

const cookieFrom = (setCookies: string[]) => setCookies.filter((value) => value.startsWith("__flexmarket_session=")).at(-1)!.split(";")[0];
const download = (referer?: string) => new Request("http://app.test/operations/pastdispatches.csv?status=stop", { headers: referer ? { Referer: referer } : {} });

describe("file downloads", () => {
  test("CALL-07 a file is an attachment under a name with no folders, quotes or line breaks; a name outside ASCII keeps an ASCII fallback", () => {
    expect(attachment("a,b\r\n", "past-dispatches.csv", "text/csv; charset=utf-8").headers.get("content-disposition")).toBe('attachment; filename="past-dispatches.csv"');
    expect(safeFileName('../../etc/pa"ss\r\nwd')).toBe("pa_ss__wd");
    expect(safeFileName("  ..  ")).toBe("download");
    const named = attachment(null, "Prüfbericht €.pdf", "application/pdf");
    expect(named.headers.get("content-disposition")).toBe(`attachment; filename="Pr_fbericht _.pdf"; filename*=UTF-8''Pr%C3%BCfbericht%20%E2%82%AC.pdf`);
    expect(named.headers.get("cache-control")).toBe("private, no-store");
  });

  test("CALL-09 UI-06 a failed download goes back to the same-site page it was started from with the file download error", async () => {
    for (const error of [new UpstreamError(500, "/flex/dispatch/", "A server error occurred."), new UpstreamDataError("/flex/dispatch/", "not JSON"), new UpstreamUnavailableError("/flex/dispatch/", true)]) {
      const context = createTestContext();
      const answer = await downloadOrBack(download("http://app.test/operations/pastdispatches?status=stop"), context, "/operations/pastdispatches", () => Promise.reject(error));
      expect(answer.status).toBe(302);
      expect(answer.headers.get("location")).toBe("/operations/pastdispatches?status=stop");
      const shown = await takeFlash(new Request("http://app.test/operations/pastdispatches", { headers: { Cookie: cookieFrom(context.setCookies) } }), createTestContext());
      expect(shown).toMatchObject({ title: "File download error", tone: "error", message: expect.stringMatching(/^Download failed\. Please try again\. If the error persists please contact support \(.+@.+\)$/) });
    }
  });

  test("CALL-09 GUARD-08 without a same-site Referer, or with the download itself as Referer, it goes to the page given", async () => {
    const fail = () => Promise.reject(new UpstreamError(502, "/x/", "Bad gateway"));
    for (const referer of [undefined, "https://elsewhere.example/page", "http://app.test/operations/pastdispatches.csv?status=stop"]) {
      const answer = await downloadOrBack(download(referer), createTestContext(), "/operations/pastdispatches", fail);
      expect(answer.headers.get("location"), referer).toBe("/operations/pastdispatches");
    }
  });

  test("AUTH-08 a lapsed sign-in (401) and an answer the route chose pass through untouched", async () => {
    const lapsed = new UpstreamError(401, "/x/", "Token expired");
    await expect(downloadOrBack(download(), createTestContext(), "/home", () => Promise.reject(lapsed))).rejects.toBe(lapsed);
    const missing = new Response("No settlement report for this month.", { status: 404 });
    await expect(downloadOrBack(download(), createTestContext(), "/home", () => Promise.reject(missing))).rejects.toBe(missing);
  });
});
