import type { ReactNode } from "react";
import type { LayoutName } from "~/root-data";
import type { RootData } from "~/root-data.server";
import { AppLayout, MaxLayout } from "./app-layout";
import { EmbedLayout, SimpleLayout, TopNavLayout } from "./public-layouts";
import { useFocusInView } from "./use-focus-in-view";

/** The five layouts of 000 §2; "app" is the default layout, or the max layout on the max front end. */
export function LayoutFor({ name, data, children }: { name: LayoutName; data: RootData | undefined; children: ReactNode }) {
  useFocusInView();
  if (name === "embed") return <EmbedLayout>{children}</EmbedLayout>;
  if (name === "simple" || !data) return <SimpleLayout>{children}</SimpleLayout>;
  if (name === "topnav" || !data.user) return <TopNavLayout data={data}>{children}</TopNavLayout>;
  return data.settings.appMode === "max" ? <MaxLayout data={data}>{children}</MaxLayout> : <AppLayout data={data}>{children}</AppLayout>;
}
