import type { NextFunction, Request, Response } from "express";
import { logger } from "~/observability/logger.server";
import { maskUrl } from "~/observability/mask";

/**
 * What a client may send. Forms are a few kilobytes; file uploads (bulk bids, assets, meter
 * readings) have their own, larger allowance and are streamed by the route that takes them.
 */
export const REQUEST_LIMITS = {
  urlLength: 8 * 1024,
  formBytes: 1024 * 1024,
  uploadBytes: 20 * 1024 * 1024,
} as const;

/** How long a refused upload is still read (and dropped) after the answer, so the client reads the answer. */
const LINGER_MS = 5_000;

const MUTATIONS = new Set(["POST", "PUT", "PATCH", "DELETE"]);

const MESSAGES: Record<number, { title: string; detail: string }> = {
  411: { title: "Length required", detail: "The request did not say how large it is. Send it again from the page." },
  413: { title: "Too much data", detail: "What was sent is larger than this page accepts. Shorten the text or choose a smaller file, then try again." },
  414: { title: "Address too long", detail: "The address of this page is too long. Go back and open the page again from a link." },
};

/**
 * Node closes a "Connection: close" socket as soon as the answer is written. Bytes of the body
 * still arriving then make the kernel reset the connection, and a client still sending sees
 * EPIPE instead of the answer. Like nginx's lingering close, the socket stops writing but goes
 * on reading (and dropping) what arrives until the client stops or for LINGER_MS at most.
 */
function lingerBeforeClosing(req: Request) {
  const socket = req.socket;
  socket.destroySoon = function lingeringClose(this: typeof socket) {
    const timer = setTimeout(() => this.destroy(), LINGER_MS).unref();
    this.once("close", () => clearTimeout(timer));
    this.once("end", () => this.destroy());
    this.end();
    req.resume();
  };
}

function refuse(res: Response, status: number, reason: string, req: Request) {
  logger.warn({ status, reason, path: maskUrl(req.path) }, "request refused");
  lingerBeforeClosing(req);
  const { title, detail } = MESSAGES[status];
  // The body is not read: close the connection so the rest of an oversized upload is not waited for.
  res.set({ Connection: "close", "Cache-Control": "no-store", "Content-Type": "text/html; charset=utf-8" });
  res
    .status(status)
    .send(`<!doctype html><html lang="en"><meta charset="utf-8"><title>${title}</title><main><h1>${title}</h1><p>${detail}</p><p><a href="/">Flexmarket home</a></p></main></html>`);
}

/** The host a browser addressed, as Remix compares it with Origin (a proxy's X-Forwarded-Host first). */
function addressedHost(req: Request): string | undefined {
  return req.get("x-forwarded-host")?.split(",")[0]?.trim() || req.get("host");
}

/** Whether a form post comes from a page of another site (its Origin names another host). */
export function isCrossSite(origin: string | undefined, host: string | undefined): boolean {
  if (!origin || origin === "null") return false;
  try {
    return new URL(origin).host !== host;
  } catch {
    return true;
  }
}

/**
 * A page without an action (405) or a refused post answers before reading the body. Node then
 * drops the connection while the client still counts on it (the next request on it is reset),
 * so such an answer says it closes the connection.
 */
function closeIfBodyUnread(req: Request, res: Response) {
  const writeHead = res.writeHead;
  res.writeHead = function (this: Response, ...args: Parameters<Response["writeHead"]>) {
    if (!req.complete && !res.headersSent) {
      res.setHeader("Connection", "close");
      lingerBeforeClosing(req);
    }
    return writeHead.apply(this, args);
  } as Response["writeHead"];
}

/**
 * Refuses oversized requests before anything reads them (414 for a long address, 413 for a
 * body over its allowance, 411 for a body of unknown length), and marks cross-site posts so
 * the access guard answers them with the 403 page instead of Remix throwing a 500.
 */
export function requestLimits() {
  return (req: Request, res: Response, next: NextFunction) => {
    if (req.originalUrl.length > REQUEST_LIMITS.urlLength) return refuse(res, 414, "url length", req);
    if (!MUTATIONS.has(req.method)) return next();
    const multipart = req.is("multipart/form-data") === "multipart/form-data";
    const allowance = multipart ? REQUEST_LIMITS.uploadBytes : REQUEST_LIMITS.formBytes;
    const declared = req.get("content-length");
    if (declared === undefined && req.get("transfer-encoding")) return refuse(res, 411, "body of unknown length", req);
    if (declared !== undefined && Number(declared) > allowance) return refuse(res, 413, multipart ? "upload too large" : "form too large", req);
    closeIfBodyUnread(req, res);
    if (isCrossSite(req.get("origin"), addressedHost(req))) {
      res.locals.crossSite = true;
      // Remix would throw on the mismatch (a 500); the guard refuses it with the 403 page instead.
      delete req.headers.origin;
    }
    next();
  };
}
