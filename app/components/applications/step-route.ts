import type { ShouldRevalidateFunction } from "@remix-run/react";
import type { RouteHandle } from "~/root-data";

export const stepHandle: RouteHandle = { title: "applications:titles.application", layout: "app", i18n: ["applications", "validation", "upload"] };

/** An autosave's answer carries what the step needs; its page is not loaded again. */
export const stepShouldRevalidate: ShouldRevalidateFunction = ({ formData, defaultShouldRevalidate }) =>
  formData?.get("intent") === "autosave" ? false : defaultShouldRevalidate;
