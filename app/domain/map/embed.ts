/**
 * Which map a competition link opens (000 §2): `embed:map` replaces `dashboard` when the
 * embeddable-map flag is on and the visitor is already on the embedded map.
 */
export function mapRouteFor({ onEmbeddedMap, embeddableMapFlag }: { onEmbeddedMap: boolean; embeddableMapFlag: boolean }): "/embed/map" | "/dashboard" {
  return onEmbeddedMap && embeddableMapFlag ? "/embed/map" : "/dashboard";
}
