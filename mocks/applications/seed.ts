import { DateTime } from "luxon";
import { nowMs } from "~/clock.server";
import type { ApplicationSection, Definitions, FormValues } from "~/domain/applications/types";
import { OPERATORS, PROVIDERS } from "../store/gb/operators";
import { companyInfo } from "./company-info";
import { companyQualificationForm } from "./company-form";
import { field } from "./fields";
import { organisationForm } from "./organisation-form";
import { simplePdf } from "./pdf";
import { seedAnswers } from "./seed-answers";
import type { Application, ApplicationsData, DpsRecord, StoredFile } from "./types";

/** Every operator's main purchasing system; every seeded provider is admitted to each (see approval.ts). */
const MAIN_SYSTEMS: { id: number; operator: number; name: string; form: "company" | "organisation" }[] = [
  { id: 1, operator: 201, name: "Northern Powergrid Flexibility Services DPS", form: "company" },
  { id: 2, operator: 202, name: "UK Power Networks Flexibility DPS", form: "company" },
  { id: 3, operator: 203, name: "Flexible Power DPS", form: "organisation" },
  { id: 4, operator: 204, name: "SP Energy Networks Flexibility DPS", form: "company" },
  { id: 5, operator: 205, name: "SSEN Local Flexibility DPS", form: "company" },
  { id: 6, operator: 206, name: "Electricity North West Flexibility DPS", form: "organisation" },
];

export const SECURE_WINTER_DPS = 7;
export const ITALIAN_DPS = 8;
/** Seeded ids of stored files start high so uploads (numbered from the file records) never meet them. */
const SEEDED_FILE_ID = 900_000;

function winterForm(): Definitions {
  return companyQualificationForm({
    assets: [field("winter_capacity_mw", "Capacity you can offer over the winter peak (MW)", "number", { help_text: "Across all assets, at 17:00 on a weekday in January." })],
  });
}

function dpsRecords(created: string): DpsRecord[] {
  const main = MAIN_SYSTEMS.map((system) => ({
    id: system.id,
    name: system.name,
    reference: `${OPERATORS.find((operator) => operator.id === system.operator)!.prefix}-DPS-01`,
    system_operator: system.operator,
    definitions: system.form === "company" ? companyQualificationForm() : organisationForm(),
    help_texts: { registered_number: "As shown on the register of companies." },
    created,
  }));
  return [
    ...main,
    { id: SECURE_WINTER_DPS, name: "Secure Winter Programme DPS", reference: "NPG-DPS-07", system_operator: 201, definitions: winterForm(), help_texts: {}, created },
    { id: ITALIAN_DPS, name: "Mercato Flessibilità Locale DPS", reference: "NPG-DPS-08", system_operator: 201, definitions: organisationForm(), help_texts: {}, created },
  ];
}

type Builder = { data: ApplicationsData; nextApplication: number; nextFile: number; nextOutcome: number; now: DateTime };

function storeFile(builder: Builder, orgId: number, filename: string, lines: string[]): string {
  const fileId = builder.nextFile++;
  const key = `dps/${orgId}/${fileId}/${filename}`;
  const file: StoredFile = { file_id: fileId, key, filename, content_type: "application/pdf", org_id: orgId, bytes: simplePdf(lines), created: builder.now.toISO()! };
  builder.data.storedFiles.push(file);
  return key;
}

const iso = (instant: DateTime) => instant.toUTC().toISO({ suppressMilliseconds: true })!;

/** The demo provider's employer's liability certificate on Flexible Power's system runs out in 20 days, so its standing there is at risk. */
export const EXPIRING_CERTIFICATE = { providerId: 101, dpsRecord: 3, field: "employer_insurance_expiry", inDays: 20 };

/** Expiry dates of the seeded insurance certificates: most a year or so away, one within the warning period. */
function certificateExpiries(builder: Builder, record: DpsRecord, providerId: number): FormValues {
  const expiries: FormValues = {};
  const fields = record.definitions.sections.flatMap((section) => [...section.fields, ...section.sub_sections.flatMap((sub) => sub.fields)]);
  fields.forEach((item, index) => {
    if (!item.expiry_of) return;
    const soon = providerId === EXPIRING_CERTIFICATE.providerId && record.id === EXPIRING_CERTIFICATE.dpsRecord && item.key === EXPIRING_CERTIFICATE.field;
    expiries[item.key] = builder.now.plus({ days: soon ? EXPIRING_CERTIFICATE.inDays : 240 + index * 15 + (providerId % 7) * 10 }).toISODate()!;
  });
  return expiries;
}

/** A draft and its submissions; each submission may carry changed answers, an outcome and a reason. */
function applicant(
  builder: Builder,
  record: DpsRecord,
  providerId: number,
  submissions: { daysAgo: number; changes?: FormValues; outcome?: { approved: boolean; daysAgo: number; reason?: string } }[],
  draftOnly?: { sections: number },
) {
  const provider = PROVIDERS.find((org) => org.id === providerId)!;
  const company = companyInfo(provider);
  const files: Record<string, string> = {};
  for (const item of record.definitions.sections.flatMap((section) => [...section.fields, ...section.sub_sections.flatMap((sub) => sub.fields)])) {
    if (item.file && (item.required || item.key === "audit_report")) {
      files[item.key] = storeFile(builder, providerId, `${item.key.replace(/_/g, "-")}.pdf`, [provider.name, item.question, `Issued ${builder.now.minus({ months: 3 }).toISODate()}`]);
    }
  }
  const firstDay = builder.now.minus({ days: (submissions[0]?.daysAgo ?? 1) + 5 });
  const draftId = builder.nextApplication++;
  const expiries = certificateExpiries(builder, record, providerId);
  const answers = (changes?: FormValues): ApplicationSection[] => seedAnswers(record.definitions, company, files, { ...expiries, ...changes });
  const lastChanges = submissions.at(-1)?.changes;
  const draftSections = draftOnly ? answers(lastChanges).slice(0, draftOnly.sections).map((section) => ({ ...section, submitted: false })) : answers(lastChanges);
  builder.data.applications.push({
    id: draftId,
    flex_provider: providerId,
    dps_record: record.id,
    is_latest: true,
    is_submitted: false,
    parent: null,
    created: iso(firstDay),
    updated: iso(builder.now.minus({ days: submissions.at(-1)?.daysAgo ?? 1 })),
    submitted_by: null,
    sections: draftSections,
    outcome: null,
    information_requests: [],
  });
  submissions.forEach((submission, index) => {
    const decided = submission.outcome;
    builder.data.applications.push({
      id: builder.nextApplication++,
      flex_provider: providerId,
      dps_record: record.id,
      is_latest: index === submissions.length - 1,
      is_submitted: true,
      parent: draftId,
      created: iso(builder.now.minus({ days: submission.daysAgo })),
      updated: iso(builder.now.minus({ days: submission.daysAgo })),
      submitted_by: company.contact_email,
      sections: answers(submission.changes),
      outcome: decided
        ? {
            id: builder.nextOutcome++,
            is_approved: decided.approved,
            decision_made_by: OPERATORS.find((operator) => operator.id === record.system_operator)!.name,
            created: iso(builder.now.minus({ days: decided.daysAgo })),
            reason: decided.reason ?? null,
          }
        : null,
      information_requests: [],
    });
  });
}

/**
 * Purchasing systems and applications relative to the clock's day: every seeded provider
 * approved on each operator's main system; the Secure Winter Programme with applicants in
 * every state for the operator to review; Harbour Max half way through the Italian form.
 */
export function seedApplications(): ApplicationsData {
  const now = DateTime.fromMillis(nowMs()).toUTC().startOf("hour");
  const builder: Builder = { data: { dpsRecords: dpsRecords(iso(now.minus({ years: 2 }))), applications: [], storedFiles: [] }, nextApplication: 1, nextFile: SEEDED_FILE_ID, nextOutcome: 1, now };
  const records = builder.data.dpsRecords;
  for (const system of MAIN_SYSTEMS) {
    for (const provider of PROVIDERS) {
      const daysAgo = 200 + ((provider.id * 7 + system.id * 13) % 150);
      applicant(builder, records[system.id - 1], provider.id, [{ daysAgo, outcome: { approved: true, daysAgo: daysAgo - 6 } }]);
    }
  }
  const winter = records.find((record) => record.id === SECURE_WINTER_DPS)!;
  applicant(builder, winter, 103, [{ daysAgo: 3 }]);
  applicant(builder, winter, 104, [
    { daysAgo: 12, changes: { has_outstanding_claims: "true", outstanding_claim_details: "One supplier dispute, settled in principle.", winter_capacity_mw: "2" }, outcome: { approved: false, daysAgo: 10, reason: "Please give the settlement terms of the outstanding claim and confirm your winter capacity." } },
    { daysAgo: 2, changes: { winter_capacity_mw: "3.2" } },
  ]);
  applicant(builder, winter, 105, [{ daysAgo: 25, outcome: { approved: true, daysAgo: 20 } }]);
  applicant(builder, winter, 106, [{ daysAgo: 8, changes: { employer_liability: "no" }, outcome: { approved: false, daysAgo: 5, reason: "Employer's liability insurance of at least £5 million is a condition of the programme." } }]);
  applicant(builder, records.find((record) => record.id === ITALIAN_DPS)!, 102, [], { sections: 2 });
  return builder.data;
}
