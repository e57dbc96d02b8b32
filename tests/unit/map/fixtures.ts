import type { Boundary } from "~/upstream/schemas/market";

/** An axis-aligned square, exterior ring anticlockwise as RFC 7946 winds it. */
export function square(west: number, south: number, size: number): Boundary {
  return {
    type: "Polygon",
    coordinates: [
      [
        [west, south],
        [west + size, south],
        [west + size, south + size],
        [west, south + size],
        [west, south],
      ],
    ],
  };
}
