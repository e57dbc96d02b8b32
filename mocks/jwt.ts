import { SignJWT, compactVerify, type JWTPayload } from "jose";
import { randomUUID } from "node:crypto";
import { nowMs } from "~/clock.server";
import { keptIn } from "~/domain/bounded-cache";

// The sandbox signs its tokens like a real upstream would; the app only decodes them.
const secret = new TextEncoder().encode("flexmarket-sandbox-signing-key-not-for-production");

export type SandboxClaims = JWTPayload & {
  version: "1";
  user_id: number;
  email: string;
  role: { id: number | null; org_type: string | null; is_max_org: boolean };
  permission_names: string[];
  api_base_url: string;
  preferred_locale: string;
  refresh_exp: number;
  amr?: string;
};

export async function signToken(claims: Omit<SandboxClaims, "jti" | "iat" | "exp">, lifetimeSeconds: number, now = nowMs()) {
  const issuedAt = Math.floor(now / 1000);
  return new SignJWT({ ...claims })
    .setProtectedHeader({ alg: "HS256", typ: "JWT" })
    .setIssuedAt(issuedAt)
    .setExpirationTime(issuedAt + lifetimeSeconds)
    .setJti(randomUUID())
    .sign(secret);
}

export type VerifyResult =
  | { ok: true; claims: SandboxClaims }
  | { ok: false; reason: "expired" | "invalid"; claims?: SandboxClaims };

/**
 * The claims of a token whose signature is good, or null. Checking a signature cost more than
 * the rest of a sandbox call put together, and every call of a page sends the same token, so
 * the answer is kept per token (at most 1,000 tokens). Expiry is not part of it: the clock can
 * be moved, so it is checked on every call.
 */
const signed = new Map<string, Promise<SandboxClaims | null>>();

function signedClaims(token: string): Promise<SandboxClaims | null> {
  return keptIn(signed, token, 1000, () =>
    compactVerify(token, secret, { algorithms: ["HS256"] }).then(
      ({ payload }) => {
        const claims: unknown = JSON.parse(new TextDecoder().decode(payload));
        return claims && typeof claims === "object" && !Array.isArray(claims) ? (claims as SandboxClaims) : null;
      },
      () => null,
    ),
  );
}

/**
 * Verifies the signature and the time claims as jose's jwtVerify does (no leeway); an expired
 * token still reports its claims so refresh can explain.
 */
export async function verifyToken(token: string): Promise<VerifyResult> {
  const claims = await signedClaims(token);
  if (!claims) return { ok: false, reason: "invalid" };
  const { exp, nbf, iat } = claims;
  if ([exp, nbf, iat].some((claim) => claim !== undefined && typeof claim !== "number")) return { ok: false, reason: "invalid" };
  const seconds = Math.floor(nowMs() / 1000);
  if (nbf !== undefined && nbf > seconds) return { ok: false, reason: "invalid" };
  if (exp !== undefined && exp <= seconds) return { ok: false, reason: "expired", claims };
  return { ok: true, claims };
}
