import type { LoaderFunctionArgs } from "@remix-run/node";
import { readRegisterQuery } from "~/domain/assets/register";
import type { RouteName } from "~/session/access";
import { userClient } from "~/session/api.server";
import { withAccess } from "~/session/guard.server";
import { REGISTER_PAGE_SIZE, registerPage } from "~/upstream/asset-register.server";

/** The register's page of assets for `/assets` and `/manage/flexprovider/:id/flexassets` alike. */
export const loadRegister = (rule: RouteName, args: LoaderFunctionArgs) =>
  withAccess(rule, args, async ({ request, context, auth }) => {
    const client = await userClient(request, context, auth);
    const { page, ...filters } = readRegisterQuery(new URL(request.url));
    const result = await registerPage(client, filters, page);
    const total = result.total ?? result.items.length;
    return {
      orgId: auth.claims?.role?.id ?? null,
      assets: result.items,
      filters,
      page,
      pages: Math.max(1, Math.ceil(total / REGISTER_PAGE_SIZE)),
      total,
    };
  });
