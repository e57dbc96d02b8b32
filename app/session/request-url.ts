/**
 * The page a request is about. Client-side data requests ask for `/path.data?_routes=…`
 * (`/_root.data` for `/`); the page is `/path` with the user's own query.
 */
export function documentUrl(request: Request): URL {
  const url = new URL(request.url);
  if (url.pathname.endsWith(".data")) {
    url.pathname = url.pathname.replace(/\.data$/, "").replace(/^\/_root$/, "/");
    url.searchParams.delete("_routes");
  }
  return url;
}
