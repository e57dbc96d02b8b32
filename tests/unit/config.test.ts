import { afterEach, describe, expect, test, vi } from "vitest";
import { ensureSessionSecret, getConfig, resetConfig } from "~/config.server";
import { resetSessionStorage, sessionStorage } from "~/session/storage.server";

afterEach(() => {
  vi.unstubAllEnvs();
  resetConfig();
  resetSessionStorage();
});

describe("configuration", () => {
  test("production refuses to start against a real upstream without SESSION_SECRET", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "");
    resetConfig();
    expect(() => ensureSessionSecret(getConfig(), false)).toThrow(/SESSION_SECRET must be set in production/);
  });

  test("the sandbox mode generates a secret when none is set", () => {
    vi.stubEnv("NODE_ENV", "production");
    vi.stubEnv("SESSION_SECRET", "");
    resetConfig();
    const [secret] = ensureSessionSecret(getConfig(), true);
    expect(secret).toMatch(/^[0-9a-f]{64}$/);
    expect(getConfig().sessionSecrets).toEqual([secret]);
  });

  test("secrets rotate: the first signs, the older ones still verify", async () => {
    vi.stubEnv("SESSION_SECRET", "old-secret");
    resetConfig();
    resetSessionStorage();
    const session = await sessionStorage().getSession();
    session.set("token", "abc");
    const oldCookie = (await sessionStorage().commitSession(session)).split(";")[0];
    vi.stubEnv("SESSION_SECRET", "new-secret,old-secret");
    resetConfig();
    resetSessionStorage();
    expect((await sessionStorage().getSession(oldCookie)).get("token")).toBe("abc");
    vi.stubEnv("SESSION_SECRET", "new-secret");
    resetConfig();
    resetSessionStorage();
    expect((await sessionStorage().getSession(oldCookie)).get("token")).toBeUndefined();
  });

  test("the session cookie is httpOnly, SameSite=Lax, and Secure in production", async () => {
    vi.stubEnv("NODE_ENV", "production");
    resetConfig();
    resetSessionStorage();
    const cookie = await sessionStorage().commitSession(await sessionStorage().getSession());
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
    expect(cookie).toMatch(/Secure/);
  });
});
