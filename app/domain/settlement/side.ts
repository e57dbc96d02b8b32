/**
 * Providers get every settlement page; operators the settlement reports of their competitions
 * (000 §6). Both see the disputes of invoice lines: the provider raises them, the operator answers.
 */
export const PROVIDER_TABS = ["overview", "required", "upload", "delivery-performance", "settlementreports", "invoices", "disputes"] as const;
export const OPERATOR_TABS = ["settlementreports", "disputes"] as const;

export type SettlementTab = (typeof PROVIDER_TABS)[number];

export const isSettlementProvider = (auth: { role: string }) => auth.role === "flexprovider";

export const settlementTabsOf = (auth: { role: string }): readonly SettlementTab[] => (isSettlementProvider(auth) ? PROVIDER_TABS : OPERATOR_TABS);

export const settlementHome = (auth: { role: string }) => `/settlement/${settlementTabsOf(auth)[0]}`;
