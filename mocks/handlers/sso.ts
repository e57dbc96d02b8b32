import { HttpResponse, http } from "msw";
import { control } from "../api";
import { signToken } from "../jwt";
import { store } from "../store";

const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** A stand-in for the identity provider's hosted login page, so single sign-on can be tried in the sandbox. */
export const ssoHandlers = [
  http.get(control("sso/login"), ({ request }) => {
    const redirectUri = new URL(request.url).searchParams.get("redirect_uri") ?? "";
    const links = store.users
      .filter((user) => user.is_active)
      .map((user) => {
        const href = `authorize?${new URLSearchParams({ email: user.email, redirect_uri: redirectUri })}`;
        return `<li><a href="${escape(href)}">${escape(user.first_name)} ${escape(user.last_name)} (${escape(user.email)})</a></li>`;
      })
      .join("");
    return new HttpResponse(
      `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sandbox single sign-on</title></head><body><h1>Sandbox single sign-on</h1><p>Choose who to sign in as.</p><ul>${links}</ul></body></html>`,
      { headers: { "Content-Type": "text/html; charset=utf-8" } },
    );
  }),

  http.get(control("sso/authorize"), async ({ request }) => {
    const url = new URL(request.url);
    const redirectUri = url.searchParams.get("redirect_uri");
    if (!redirectUri) return HttpResponse.text("redirect_uri is required", { status: 400 });
    const idToken = await signToken({ token_use: "id", email: url.searchParams.get("email") ?? "" } as unknown as Parameters<typeof signToken>[0], 300);
    const target = new URL(redirectUri);
    target.searchParams.set("id_token", idToken);
    return new HttpResponse(null, { status: 302, headers: { Location: target.toString() } });
  }),
];
