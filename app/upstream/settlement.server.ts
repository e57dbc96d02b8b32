import { z } from "zod";
import type { Client } from "./client.server";
import { paths } from "./paths";
import { resource } from "./resources.server";
import {
  disputeSchema,
  invoiceSchema,
  invoiceSummarySchema,
  settlementEventDetailSchema,
  settlementEventSchema,
  statementSchema,
  statementSummarySchema,
  uploadResultSchema,
} from "./schemas/settlement";

/** 001 §7: provider settlement events, ordered -start, page 200. */
export const SETTLEMENT_EVENTS_PAGE = 200;

/** Every settlement event of the caller, newest first, read page by page. */
export const settlementEvents = (client: Client, query: { lacking_data?: boolean; kind?: "instruction" | "availability_window" } = {}) =>
  resource(client, paths.settlementEvents, settlementEventSchema).fetchAll({ ordering: "-start", ...query }, { pageSize: SETTLEMENT_EVENTS_PAGE });

export async function settlementEvent(client: Client, id: string | number) {
  return (await client.json("GET", paths.settlementEvent(id), settlementEventDetailSchema)).data;
}

export async function uploadMeterReadings(client: Client, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return (await client.json("POST", paths.meterReadings, uploadResultSchema, { form })).data;
}

/** A nominated baseline profile (dated half-hours: meter_id, period_end, kw), same answer shape as readings. */
export async function uploadNominatedBaseline(client: Client, file: File) {
  const form = new FormData();
  form.set("file", file, file.name);
  return (await client.json("POST", paths.nominatedBaselines, uploadResultSchema, { form })).data;
}

export async function settlementReports(client: Client) {
  return (await client.json("GET", paths.settlementReports, z.array(statementSummarySchema), { query: { limit: 24 } })).data;
}

export async function settlementReport(client: Client, month: string) {
  return (await client.json("GET", paths.settlementReport(month), statementSchema)).data;
}

export async function invoices(client: Client) {
  return (await client.json("GET", paths.invoices, z.array(invoiceSummarySchema), { query: { limit: 24 } })).data;
}

export async function invoice(client: Client, id: string) {
  return (await client.json("GET", paths.invoice(id), invoiceSchema)).data;
}

/** Disputes of invoice lines: a provider's own, an operator's on its competitions. */
export async function disputes(client: Client, query: { status?: "open" | "upheld" | "rejected" } = {}) {
  return (await client.json("GET", paths.settlementDisputes, z.array(disputeSchema), { query: { limit: 200, ...query } })).data;
}

export async function dispute(client: Client, id: string | number) {
  return (await client.json("GET", paths.settlementDispute(id), disputeSchema)).data;
}

export async function openDispute(client: Client, line: { invoice: string; event: number; kind: string; reason: string; evidence: File | null }) {
  const form = new FormData();
  form.set("invoice", line.invoice);
  form.set("event", String(line.event));
  form.set("kind", line.kind);
  form.set("reason", line.reason);
  if (line.evidence) form.set("evidence", line.evidence, line.evidence.name);
  return (await client.json("POST", paths.settlementDisputes, disputeSchema, { form })).data;
}

export async function answerDispute(client: Client, id: string | number, answer: { decision: "upheld" | "rejected"; answer: string; adjustment: number | null }) {
  return (await client.json("POST", paths.settlementDisputeAnswer(id), disputeSchema, { body: answer })).data;
}
