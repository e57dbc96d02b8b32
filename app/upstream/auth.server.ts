import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";

/** "The token is stored if one is returned": an answer without one is not a login. */
const tokenAnswer = z.object({ token: z.string().min(1).nullish() }).passthrough();
const logoutAnswer = z.object({ cognito_url: z.string().url().nullish() }).passthrough();
const emptyAnswer = z.unknown();

/** The authentication calls of 000 §7. */
export function authApi(client: Client) {
  const tokenCall = async (path: string, options: Parameters<Client["json"]>[3]) => {
    const { data, response } = await client.json("POST", path, tokenAnswer, options);
    return { token: data.token ?? null, status: response.status };
  };
  return {
    login: (email: string, password: string) => tokenCall(paths.jwtCreate, { body: { email, password } }),
    cognito: (identityToken: string) =>
      tokenCall(paths.jwtCognito, { headers: { Authorization: `Bearer ${identityToken}` } }),
    refresh: (token: string) => tokenCall(paths.jwtRefresh, { body: { token } }),
    logout: async (token: string) => (await client.json("POST", paths.jwtLogout, logoutAnswer, { body: { sliding: token } })).data,
    resetPassword: async (email: string) => {
      await client.json("POST", paths.resetPassword, emptyAnswer, { body: { email } });
    },
    resetPasswordConfirm: async (body: { uid: string; token: string; new_password: string }) => {
      await client.json("POST", paths.resetPasswordConfirm, emptyAnswer, { body });
    },
    setPassword: async (body: { current_password: string; new_password: string; mfa_code?: string }) => {
      await client.json("POST", paths.setPassword, emptyAnswer, { body });
    },
  };
}
