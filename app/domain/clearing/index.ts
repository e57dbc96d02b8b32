export * from "./completeness";
export * from "./end-date";
export * from "./gsps";
export * from "./hidden-fields";
export * from "./intervals";
export * from "./modal";
export * from "./overlap";
export * from "./types";
