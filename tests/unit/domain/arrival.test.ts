import { describe, expect, test } from "vitest";
import { arrivalRedirect, regionalSiteFrom, type ArrivalInput } from "~/domain/arrival";

const maxProvider = (overrides: Partial<ArrivalInput> = {}): ArrivalInput => ({
  appMode: "flex",
  loggedIn: true,
  role: "flexprovider",
  isMaxUser: true,
  features: new Set(["sx_max_org_redirects"]),
  token: "jwt.token.value",
  apiBaseUrl: "https://api.it.flexmarket.example/",
  redirectMaxUsers: true,
  maxFrontendUrl: "https://max.flexmarket.example",
  flexFrontendUrl: "https://app.flexmarket.example",
  ...overrides,
});

describe("redirects on arrival", () => {
  test("GUARD-05 a max flexprovider goes to the max front end when the flag and REDIRECT_MAX_USERS=ON", () => {
    expect(arrivalRedirect(maxProvider())).toBe("https://max.flexmarket.example/ssoresponse");
  });

  test("GUARD-05 with sx_max_auth_with_flex the token goes along in the fragment", () => {
    const target = arrivalRedirect(maxProvider({ features: new Set(["sx_max_org_redirects", "sx_max_auth_with_flex"]) }));
    expect(target).toBe("https://max.flexmarket.example/ssoresponse#token=jwt.token.value");
  });

  test("GUARD-05 no redirect without the flag, with REDIRECT_MAX_USERS off, for operators or for non-max users", () => {
    expect(arrivalRedirect(maxProvider({ features: new Set() }))).toBeNull();
    expect(arrivalRedirect(maxProvider({ redirectMaxUsers: false }))).toBeNull();
    expect(arrivalRedirect(maxProvider({ role: "systemoperator" }))).toBeNull();
    expect(arrivalRedirect(maxProvider({ isMaxUser: false }))).toBeNull();
    expect(arrivalRedirect(maxProvider({ loggedIn: false }))).toBeNull();
  });

  test("GUARD-06 on the max site a non-max user goes to the flex front end with the token in the fragment", () => {
    const input = maxProvider({ appMode: "max", isMaxUser: false, features: new Set(["mp_flex_org_redirects"]) });
    expect(arrivalRedirect(input)).toBe("https://app.flexmarket.example/ssoresponse#token=jwt.token.value");
    expect(arrivalRedirect({ ...input, isMaxUser: true })).toBeNull();
    expect(arrivalRedirect({ ...input, features: new Set() })).toBeNull();
  });

  test("GUARD-06 with mk_max_to_regional_flex_redirect the regional site comes from api_base_url without 'api.'", () => {
    const input = maxProvider({ appMode: "max", isMaxUser: false, features: new Set(["mp_flex_org_redirects", "mk_max_to_regional_flex_redirect"]) });
    expect(arrivalRedirect(input)).toBe("https://it.flexmarket.example/ssoresponse#token=jwt.token.value");
    expect(regionalSiteFrom("https://api.pt.flexmarket.example/api/")).toBe("https://pt.flexmarket.example/");
  });
});
