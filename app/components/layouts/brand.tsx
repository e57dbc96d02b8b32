import { Link } from "@remix-run/react";

export function Brand({ to = "/" }: { to?: string }) {
  return (
    <Link to={to} className="brand" aria-label="Flexmarket">
      <svg className="brand__mark" viewBox="0 0 32 32" aria-hidden="true" focusable="false">
        <rect width="32" height="32" rx="7" fill="currentColor" />
        <path d="M18.5 4 8 18h7l-2 10 11-15h-7.2z" fill="#ffbf47" />
      </svg>
      <span className="brand__name">Flexmarket</span>
    </Link>
  );
}
