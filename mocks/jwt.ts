import { SignJWT, errors, jwtVerify, type JWTPayload } from "jose";
import { randomUUID } from "node:crypto";
import { now, nowMs } from "~/clock.server";

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

/** Verifies the signature; an expired token still reports its claims so refresh can explain. */
export async function verifyToken(token: string): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, secret, { algorithms: ["HS256"], currentDate: now() });
    return { ok: true, claims: payload as SandboxClaims };
  } catch (error) {
    if (error instanceof errors.JWTExpired) return { ok: false, reason: "expired", claims: error.payload as SandboxClaims };
    return { ok: false, reason: "invalid" };
  }
}
