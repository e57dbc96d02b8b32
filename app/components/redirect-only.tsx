/**
 * The page of a route whose loader only ever redirects (or refuses). Without a component the
 * route would be a resource route, and a refusal it throws (a 404 for a user who may not open
 * the area) would reach the browser as bare JSON instead of the app's error page.
 */
export function RedirectOnly() {
  return null;
}
