type Translate = (key: string, options: { count: number }) => string;

/**
 * An upload's counts as words, each with its own plural ("1 reading saved", "2 readings saved"):
 * the sentences that carry them hold several numbers, which one plural form cannot serve.
 */
export function uploadCounts(t: Translate, kind: "readings" | "halfHours", result: { accepted: number; replaced: number; rejected: number }) {
  return {
    saved: t(`counts.${kind}`, { count: result.accepted }),
    replaced: t(kind === "readings" ? "counts.replacedReadings" : "counts.replacedHalfHours", { count: result.replaced }),
    rejected: t("counts.rowsNotSaved", { count: result.rejected }),
    failed: t("counts.rowsFailing", { count: result.rejected }),
  };
}
