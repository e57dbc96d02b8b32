import { verifyToken, type SandboxClaims } from "./jwt";
import { detail, notAuthenticated } from "./drf";
import { store } from "./store";
import type { SandboxUser } from "./store/types";

export type Caller = { user: SandboxUser; claims: SandboxClaims };

/** The caller named by the Bearer token, or the 401 answer the upstream would give. */
export async function authenticate(request: Request): Promise<Caller | Response> {
  const header = request.headers.get("Authorization") ?? "";
  const token = header.match(/^(?:Bearer|JWT)\s+(.+)$/i)?.[1];
  if (!token) return notAuthenticated();
  const result = await verifyToken(token);
  if (!result.ok) {
    return result.reason === "expired"
      ? detail(401, "Signature has expired.", "token_not_valid")
      : detail(401, "Given token not valid for any token type", "token_not_valid");
  }
  if (result.claims.jti && store.revokedTokenIds.has(result.claims.jti)) {
    return detail(401, "Token is blacklisted", "token_not_valid");
  }
  const user = store.users.find((candidate) => candidate.id === result.claims.user_id);
  if (!user || !user.is_active) return detail(401, "User not found", "user_not_found");
  return { user, claims: result.claims };
}

export const isResponse = (value: unknown): value is Response => value instanceof Response;
