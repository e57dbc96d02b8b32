import { useRouteLoaderData } from "@remix-run/react";
import type { RootData } from "./root-data.server";

export type LayoutName = "app" | "topnav" | "simple" | "embed";

/**
 * What a route may declare in its `handle`: its layout, the text namespaces it needs, and
 * its page title as a key of the common namespace (or a function of its loader data).
 */
export type RouteHandle = {
  layout?: LayoutName;
  i18n?: string | string[];
  title?: string | ((data: never) => string);
};

/** The root loader's data; undefined only when the root loader itself failed. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData<RootData>("root");
}
