import { Form, useNavigate } from "@remix-run/react";
import { dateText, periodEndShown } from "~/domain/market/format";
import { useState } from "react";
import { useHydrated } from "remix-utils/use-hydrated";
import { AuthenticityTokenInput } from "remix-utils/csrf/react";
import { useTranslation } from "~/i18n/react";
import { DialogClose } from "~/components/close-control";
import { Modal } from "~/components/modal";
import { competitionShown, type CreateChoice, type CreateField } from "~/domain/dispatch/create-step";
import type { DispatchableCompetition, InstructionBatch } from "~/upstream/schemas/dispatch";
import type { AcceptedBid } from "~/upstream/dispatch.server";
import { money, quantity, time } from "./format";
import { UnavailableWarning } from "./instruction-table";
import { problemText } from "./problem-text";

export type CreatePage = {
  step: "choose" | "confirm";
  choice: CreateChoice;
  competitions: DispatchableCompetition[];
  /** Each field's errors, shown beside it (`form`: above the form), already in the user's language. */
  errors: Partial<Record<CreateField, string[]>>;
  preview: InstructionBatch | null;
  /** The day's accepted bids, once asked for (single-bid dispatch). */
  bids: AcceptedBid[] | null;
};

const BACK = "/operations/upcomingdispatches";

/** A field's errors, beside it. */
function FieldError({ id, messages }: { id: string; messages: string[] }) {
  if (!messages.length) return null;
  return (
    <p id={id} className="form-field__error">
      {messages.join(" ")}
    </p>
  );
}

/** Create dispatch instructions: choose, then confirm with the total accepted volume and estimated cost. */
export function CreateDialog({ page, answer, locale, timezone }: { page: CreatePage; answer?: { problems?: { message: string }[] }; locale: string; timezone: string }) {
  const { t } = useTranslation("dispatch");
  const { choice, competitions, preview } = page;
  const { window: windowErrors = [], competition: competitionErrors = [], date: dateErrors = [], decision: bidErrors = [], form: errors = [] } = page.errors;
  const selected = competitions.find((competition) => competition.id === choice.competition) ?? competitions[0];
  // With JavaScript the windows follow the competition chosen in the list. Without it the
  // competition is chosen first (a step of its own), then only its windows are listed; windows of
  // another competition ticked in a crafted address stay listed, ticked, beside their refusal.
  const hydrated = useHydrated();
  const [shownCompetition, setShownCompetition] = useState(selected?.id);
  const fixed = hydrated ? null : competitionShown(choice, competitions);
  const choosingCompetition = !hydrated && !fixed;
  const listed = hydrated
    ? competitions.filter((competition) => competition.id === shownCompetition)
    : competitions.flatMap((competition) =>
        competition === fixed ? [competition] : [{ ...competition, service_windows: competition.service_windows.filter((window) => choice.windows.includes(window.id)) }],
      );
  // The day's single bids belong to the competition they were loaded for.
  const bids = hydrated && shownCompetition !== choice.competition ? null : page.bids;
  const navigate = useNavigate();
  const close = () => navigate(BACK, { preventScrollReset: true });
  const footer = <DialogClose className="kit-button kit-button--secondary">{t("confirm.cancel")}</DialogClose>;
  if (page.step === "confirm" && preview) {
    return (
      <Modal open title={t("create.confirmTitle")} closeHref={BACK} onClose={close} dismissible={false} footer={footer}>
        <dl className="dispatch-totals">
          <dt>{t("create.count")}</dt>
          <dd>{preview.count}</dd>
          <dt>{t("create.totalVolume")}</dt>
          <dd data-testid="total-volume">{`${quantity(preview.total_volume, locale)} ${preview.volume_unit}`}</dd>
          <dt>{t("create.totalCost")}</dt>
          <dd data-testid="total-cost">{money(preview.total_cost, preview.currency, locale)}</dd>
        </dl>
        {preview.total_cost === 0 ? <p>{t("create.costNone")}</p> : null}
        <ul className="dispatch-confirm__list">
          {preview.instructions.map((row) => (
            <li key={`${row.bid}-${row.start}`}>
              {`${row.flex_provider.name} · ${row.service_window.name} · ${quantity(row.capacity, locale)} ${row.capacity_unit}`}
              <UnavailableWarning instruction={row} />
            </li>
          ))}
        </ul>
        {answer?.problems?.length ? (
          <ul className="form-error" role="alert">
            {answer.problems.map((problem, index) => (
              <li key={index}>{problemText(t, problem.message)}</li>
            ))}
          </ul>
        ) : null}
        <Form method="post">
          <AuthenticityTokenInput />
          <input type="hidden" name="competition" value={choice.competition ?? ""} />
          <input type="hidden" name="date" value={choice.date} />
          <input type="hidden" name="window" value={choice.windows.join(",")} />
          <input type="hidden" name="decision" value={choice.decisions.join(",")} />
          <button type="submit" className="kit-button kit-button--primary">{t("create.send", { count: preview.count })}</button>
        </Form>
      </Modal>
    );
  }
  return (
    <Modal open title={t("create.title")} closeHref={BACK} onClose={close} footer={footer}>
      {errors.length ? (
        <ul className="form-error" role="alert">
          {errors.map((message, index) => (
            <li key={index}>{message}</li>
          ))}
        </ul>
      ) : null}
      {competitions.length === 0 ? (
        <p>{t("create.noCompetitions")}</p>
      ) : (
        <Form method="get" id="dispatch-create" className="dispatch-create">
          {choosingCompetition ? <p>{t("create.chooseCompetitionFirst")}</p> : null}
          {fixed ? (
            <p>
              <input type="hidden" name="competition" value={fixed.id} />
              <strong>{t("create.chosenCompetition", { competition: `${fixed.name} (${fixed.reference})` })}</strong>
            </p>
          ) : (
            <label>
              {t("create.competition")}
              <select
                name="competition"
                defaultValue={selected?.id}
                onChange={(event) => setShownCompetition(Number(event.currentTarget.value))}
                aria-invalid={competitionErrors.length ? true : undefined}
                aria-describedby={competitionErrors.length ? "create-competition-error" : undefined}
              >
                {competitions.map((competition) => (
                  <option key={competition.id} value={competition.id}>{`${competition.name} (${competition.reference})`}</option>
                ))}
              </select>
            </label>
          )}
          <FieldError id="create-competition-error" messages={competitionErrors} />
          <label>
            {t("create.date")}
            <input
              type="date"
              name="date"
              defaultValue={choice.typedDate ?? choice.date}
              required
              aria-invalid={dateErrors.length ? true : undefined}
              aria-describedby={dateErrors.length ? "create-date-error" : undefined}
            />
          </label>
          <FieldError id="create-date-error" messages={dateErrors} />
          {choosingCompetition ? (
            <div className="dispatch-bulk__actions">
              <button type="submit" name="step" value="windows" className="kit-button kit-button--primary">
                {t("create.showWindows")}
              </button>
            </div>
          ) : (
            <>
              <fieldset aria-describedby={windowErrors.length ? "create-windows-error" : undefined}>
                <legend>{t("create.windows")}</legend>
                <FieldError id="create-windows-error" messages={windowErrors} />
                {listed.map((competition) =>
                  competition.service_windows.map((window) => (
                    <label key={window.id} className="dispatch-create__window">
                      <input type="checkbox" name="window" value={window.id} defaultChecked={choice.windows.includes(window.id)} />
                      {`${competition.name}: ${window.name} ${window.start_time}–${window.end_time} (${dateText(window.period.start, locale)} – ${dateText(periodEndShown(window.period.end), locale)})`}
                    </label>
                  )),
                )}
              </fieldset>
              {bids ? (
                <fieldset aria-describedby={bidErrors.length ? "create-bids-error" : undefined}>
                  <legend>{t("create.bids")}</legend>
                  <FieldError id="create-bids-error" messages={bidErrors} />
                  {bids.length === 0 && bidErrors.length === 0 ? <p>{t("create.noBids")}</p> : null}
                  {bids.map((bid) => (
                    <label key={bid.decision} className="dispatch-create__window">
                      <input type="checkbox" name="decision" value={bid.decision} defaultChecked={choice.decisions.includes(bid.decision)} />
                      {`${bid.flex_provider.name} · ${quantity(bid.capacity, locale)} MW · ${time(bid.start, locale, timezone)}–${time(bid.end, locale, timezone)}`}
                    </label>
                  ))}
                </fieldset>
              ) : null}
              <div className="dispatch-bulk__actions">
                <button type="submit" name="step" value="preview" className="kit-button kit-button--primary">
                  {t("create.preview")}
                </button>
                <button type="submit" name="step" value="bids" className="kit-button kit-button--secondary">{t("create.showBids")}</button>
                {/* Last, so that Enter in the Day field still asks for the preview (a form's first button is its default). */}
                {fixed ? (
                  <button type="submit" name="step" value="competition" formNoValidate className="kit-button kit-button--secondary">
                    {t("create.changeCompetition")}
                  </button>
                ) : null}
              </div>
            </>
          )}
        </Form>
      )}
    </Modal>
  );
}
