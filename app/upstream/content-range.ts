/** Reads the total from a `Content-Range: items 0-99/1234` header; null when absent or unknown (`*`). */
export function totalFromContentRange(header: string | null | undefined): number | null {
  const match = header?.match(/\/\s*(\d+)\s*$/);
  return match ? Number(match[1]) : null;
}

export function contentRange(offset: number, pageLength: number, total: number): string {
  const end = pageLength > 0 ? offset + pageLength - 1 : offset;
  return `items ${offset}-${end}/${total}`;
}
