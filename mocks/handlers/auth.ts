import { HttpResponse, http } from "msw";
import { z } from "zod";
import { nowIso, nowMs } from "~/clock.server";
import { paths } from "~/upstream/paths";
import { api } from "../api";
import { detail, fieldErrors, readJson, zodFieldErrors } from "../drf";
import { signToken, verifyToken } from "../jwt";
import { authenticate, isResponse } from "../session";
import { decodeUid, encodeUid, organisationOf, store, userByEmail } from "../store";
import type { SandboxUser } from "../store/types";
import { passwordProblems } from "./password-rules";

function throttled(seconds: number) {
  return HttpResponse.json({ detail: `Request was throttled. Expected available in ${seconds} seconds.` }, { status: 429, headers: { "Retry-After": String(seconds) } });
}

export const COGNITO_LOGOUT_URL = "https://auth.sandbox.flexmarket.example/logout?client_id=flexmarket-sandbox";

/** A token with every claim of 000 §3, built from the user's current data. */
export async function issueToken(user: SandboxUser, request: Request, options: { amr?: string; refreshExp?: number; lifetimeSeconds?: number } = {}) {
  const org = organisationOf(user);
  const now = Math.floor(nowMs() / 1000);
  const apiBaseUrl = new URL("/api/", request.url).toString();
  return signToken(
    {
      version: "1",
      user_id: user.id,
      email: user.email,
      role: { id: org?.id ?? null, org_type: org?.org_type ?? null, is_max_org: org?.is_max_org ?? false },
      permission_names: user.permissions,
      api_base_url: apiBaseUrl,
      preferred_locale: user.preferred_locale,
      refresh_exp: options.refreshExp ?? now + store.behaviour.refreshLifetimeSeconds,
      ...(options.amr ? { amr: options.amr } : {}),
    },
    options.lifetimeSeconds ?? store.behaviour.tokenLifetimeSeconds,
  );
}

const credentials = z.object({
  email: z.string({ required_error: "This field is required." }).trim().min(1, "This field may not be blank."),
  password: z.string({ required_error: "This field is required." }).min(1, "This field may not be blank."),
});

const newPassword = z.object({
  uid: z.string().min(1, "This field may not be blank."),
  token: z.string().min(1, "This field may not be blank."),
  new_password: z.string().min(1, "This field may not be blank."),
});

const setPasswordBody = z.object({
  current_password: z.string().min(1, "This field may not be blank."),
  new_password: z.string().min(1, "This field may not be blank."),
  mfa_code: z.string().optional(),
});

export const authHandlers = [
  http.post(api(paths.jwtCreate), async ({ request }) => {
    const parsed = credentials.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const account = parsed.data.email.toLowerCase();
    const wait = store.loginThrottle.retryAfterSeconds(account, nowMs());
    if (wait) return throttled(wait);
    const user = userByEmail(parsed.data.email);
    if (!user || !user.is_active || !user.password || user.password !== parsed.data.password) {
      store.loginThrottle.fail(account, nowMs());
      return detail(401, "No active account found with the given credentials", "no_active_account");
    }
    store.loginThrottle.clear(account);
    return HttpResponse.json({ token: await issueToken(user, request) });
  }),

  http.post(api(paths.jwtCognito), async ({ request }) => {
    const identity = request.headers.get("Authorization")?.match(/^Bearer\s+(.+)$/i)?.[1];
    const verified = identity ? await verifyToken(identity) : undefined;
    if (!verified?.ok || verified.claims.token_use !== "id") return detail(401, "Invalid identity token.", "token_not_valid");
    const user = userByEmail(String(verified.claims.email));
    if (!user || !user.is_active) return detail(401, "No active account found with the given credentials", "no_active_account");
    return HttpResponse.json({ token: await issueToken(user, request, { amr: "cognito" }) });
  }),

  // Sliding tokens: a token may be exchanged for a new one until its refresh_exp.
  http.post(api(paths.jwtRefresh), async ({ request }) => {
    const body = (await readJson(request)) as { token?: unknown } | undefined;
    if (typeof body?.token !== "string" || !body.token) return fieldErrors({ token: ["This field is required."] });
    const verified = await verifyToken(body.token);
    if (!verified.ok && verified.reason === "invalid") return detail(401, "Token is invalid or expired", "token_not_valid");
    const claims = verified.claims!;
    if (claims.refresh_exp * 1000 <= nowMs()) return detail(401, "Refresh has expired.", "token_not_valid");
    if (!verified.ok) return detail(401, "Signature has expired.", "token_not_valid");
    // A token ended by logout cannot be exchanged for a new one.
    if (claims.jti && store.revokedTokenIds.has(claims.jti)) return detail(401, "Token is blacklisted", "token_not_valid");
    const user = store.users.find((candidate) => candidate.id === claims.user_id);
    if (!user || !user.is_active) return detail(401, "No active account found with the given credentials", "no_active_account");
    return HttpResponse.json({ token: await issueToken(user, request, { amr: claims.amr, refreshExp: claims.refresh_exp }) });
  }),

  http.post(api(paths.jwtLogout), async ({ request }) => {
    const body = (await readJson(request)) as { sliding?: unknown } | undefined;
    const verified = typeof body?.sliding === "string" ? await verifyToken(body.sliding) : undefined;
    if (verified?.claims?.jti) store.revokedTokenIds.add(verified.claims.jti);
    return HttpResponse.json(verified?.claims?.amr === "cognito" ? { cognito_url: COGNITO_LOGOUT_URL } : {});
  }),

  // Never says whether the address is known; a known one gets a reset e-mail in the outbox.
  http.post(api(paths.resetPassword), async ({ request }) => {
    const body = (await readJson(request)) as { email?: unknown } | undefined;
    const email = typeof body?.email === "string" ? body.email.trim() : "";
    if (!email) return fieldErrors({ email: ["This field may not be blank."] });
    if (!z.string().email().safeParse(email).success) return fieldErrors({ email: ["Enter a valid email address."] });
    const user = userByEmail(email);
    if (user) {
      const token = crypto.randomUUID().replaceAll("-", "");
      store.passwordTokens.push({ uid: encodeUid(user.id), token, userId: user.id, purpose: "reset" });
      store.outbox.push({ to: user.email, subject: "Reset your password", link: `/passwordreset/confirm/${encodeUid(user.id)}/${token}`, sent: nowIso() });
    }
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(api(paths.resetPasswordConfirm), async ({ request }) => {
    const parsed = newPassword.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const userId = decodeUid(parsed.data.uid);
    const user = store.users.find((candidate) => candidate.id === userId);
    if (!user) return fieldErrors({ uid: ["Invalid user id or user doesn't exist."] });
    const issued = store.passwordTokens.find((entry) => entry.userId === user.id && entry.token === parsed.data.token);
    if (!issued) return fieldErrors({ token: ["Invalid token for given user."] });
    const problems = passwordProblems(parsed.data.new_password, user);
    if (problems.length) return fieldErrors({ new_password: problems });
    user.password = parsed.data.new_password;
    user.is_active = true;
    store.teamMembers.filter((member) => member.email === user.email).forEach((member) => (member.is_activated = true));
    store.passwordTokens = store.passwordTokens.filter((entry) => entry !== issued);
    return new HttpResponse(null, { status: 204 });
  }),

  http.post(api(paths.setPassword), async ({ request }) => {
    const caller = await authenticate(request);
    if (isResponse(caller)) return caller;
    const parsed = setPasswordBody.safeParse(await readJson(request));
    if (!parsed.success) return fieldErrors(zodFieldErrors(parsed.error));
    const { user } = caller;
    if (parsed.data.current_password !== user.password) return fieldErrors({ current_password: ["Invalid password."] });
    if (user.mfa_code && !parsed.data.mfa_code) return fieldErrors({ mfa_code: ["This field is required."] });
    if (user.mfa_code && parsed.data.mfa_code !== user.mfa_code) return fieldErrors({ mfa_code: ["Invalid code."] });
    const problems = passwordProblems(parsed.data.new_password, user);
    if (problems.length) return fieldErrors({ new_password: problems });
    user.password = parsed.data.new_password;
    return new HttpResponse(null, { status: 204 });
  }),
];
