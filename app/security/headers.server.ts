import type { IncomingMessage, ServerResponse } from "node:http";
import helmet from "helmet";
import { HELP_WIDGET_SCRIPT } from "~/components/help-widget";
import type { Config } from "~/config.server";

type NonceResponse = ServerResponse & { locals: { cspNonce: string } };

export const EMBED_PREFIX = "/embed/";

/** frame-ancestors for the embed routes: the configured partner origins, else this site only. */
export function embedFrameAncestors(config: Pick<Config, "embedAllowedOrigins">): string[] {
  return config.embedAllowedOrigins.length ? config.embedAllowedOrigins : ["'self'"];
}

function policy(config: Config, embed: boolean) {
  const helpWidget = config.helpBeaconId ? [HELP_WIDGET_SCRIPT] : [];
  // Production map tiles come from the style's origin; the built-in style is served by this app.
  const mapTiles = config.mapStyleUrl ? [new URL(config.mapStyleUrl).origin] : [];
  const connect = ["'self'", ...helpWidget, ...mapTiles, ...(config.analyticsEndpoint ? [new URL(config.analyticsEndpoint).origin] : [])];
  return helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...helpWidget, (_req: IncomingMessage, res: ServerResponse) => `'nonce-${(res as NonceResponse).locals.cspNonce}'`],
        // React renders dynamic values as style attributes; scripts stay nonce-only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", "data:", "blob:", ...mapTiles],
        fontSrc: ["'self'"],
        connectSrc: connect,
        workerSrc: ["'self'", "blob:"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: embed ? embedFrameAncestors(config) : ["'none'"],
      },
    },
    // Partners frame the embed pages; everything else refuses to be framed.
    xFrameOptions: embed ? false : { action: "deny" },
    crossOriginResourcePolicy: { policy: embed ? "cross-origin" : "same-origin" },
    strictTransportSecurity: config.hsts ? { maxAge: 31_536_000, includeSubDomains: true } : false,
    // Same-origin only: "go back" links work, and no path or query ever leaks to other sites.
    referrerPolicy: { policy: "same-origin" },
  });
}

/** Security headers for every response: one policy for /embed/, one for the rest. */
export function securityHeaders(config: Config) {
  const standard = policy(config, false);
  const embed = policy(config, true);
  return (req: IncomingMessage & { path?: string }, res: ServerResponse, next: (error?: unknown) => void) =>
    (req.path?.startsWith(EMBED_PREFIX) ? embed : standard)(req, res, next);
}
