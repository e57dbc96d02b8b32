import { decodeJwt } from "jose";
import { z } from "zod";
import { nowMs } from "~/clock.server";
import { TOKEN_REFRESH_THRESHOLD_SECONDS, TOKEN_VERSION } from "~/domain/session-constants";

export type Role = "flexprovider" | "systemoperator" | "user";

/** The claims of the upstream login token this app relies on (000 §3). */
const claimsSchema = z.object({
  version: z.string(),
  exp: z.number(),
  role: z
    .object({
      id: z.union([z.number(), z.string()]).nullish(),
      org_type: z.string().nullish(),
      is_max_org: z.boolean().nullish(),
    })
    .nullish(),
  permission_names: z.array(z.string()).nullish(),
  email: z.string().nullish(),
  user_id: z.union([z.number(), z.string()]),
  api_base_url: z.string().nullish(),
  preferred_locale: z.string().nullish(),
  /** The token's own id, by which a signed-out token is refused. */
  jti: z.string().nullish(),
});

export type TokenClaims = z.infer<typeof claimsSchema>;

export function decodeToken(raw: string | undefined | null): TokenClaims | null {
  if (!raw) return null;
  try {
    const parsed = claimsSchema.safeParse(decodeJwt(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

const nowSeconds = () => Math.floor(nowMs() / 1000);

/** A token counts as logged in only when its version is '1' and it has not expired. */
export function isValidToken(claims: TokenClaims | null, now = nowSeconds()): claims is TokenClaims {
  return claims !== null && claims.version === TOKEN_VERSION && claims.exp > now;
}

/** Refresh when the token is within half an hour of expiry. */
export function needsRefresh(claims: TokenClaims, now = nowSeconds()): boolean {
  return claims.exp - now <= TOKEN_REFRESH_THRESHOLD_SECONDS;
}

export function roleOf(claims: TokenClaims | null): Role {
  const orgType = claims?.role?.org_type;
  return orgType === "flexprovider" || orgType === "systemoperator" ? orgType : "user";
}

export function isMaxUser(claims: TokenClaims | null): boolean {
  return claims?.role?.is_max_org === true;
}
