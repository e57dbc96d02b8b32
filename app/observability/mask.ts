/** Query parameters that can carry credentials; masked in logs and analytics. */
const TOKEN_LIKE = /token|code|secret|password|signature|^sig$|key|session|jwt|uid/i;

export const MASK = "[masked]";

/** `/ssoresponse?id_token=eyJ…#token=…` → `/ssoresponse?id_token=[masked]` (the fragment dropped too). */
export function maskUrl(raw: string): string {
  const [withoutFragment] = raw.split("#");
  const queryStart = withoutFragment.indexOf("?");
  if (queryStart === -1) return maskPath(withoutFragment);
  const params = new URLSearchParams(withoutFragment.slice(queryStart + 1));
  for (const key of [...params.keys()]) if (TOKEN_LIKE.test(key)) params.set(key, MASK);
  const query = params.toString().replaceAll(encodeURIComponent(MASK), MASK);
  return `${maskPath(withoutFragment.slice(0, queryStart))}${query ? `?${query}` : ""}`;
}

/** Password-reset links carry a uid and a token in the path. */
function maskPath(path: string): string {
  return path.replace(/^(.*\/passwordreset\/(?:confirm|newuser)\/)[^/]+\/[^/?#]+/, `$1${MASK}/${MASK}`);
}
