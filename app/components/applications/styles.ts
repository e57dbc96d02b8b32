import type { LinksFunction } from "@remix-run/node";
import applicationsCss from "./applications.css";

/** The applications and market access pages' own styles. */
export const applicationLinks: LinksFunction = () => [{ rel: "stylesheet", href: applicationsCss }];
