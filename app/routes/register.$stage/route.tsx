import type { ActionFunctionArgs, LoaderFunctionArgs } from "@remix-run/node";
import { Link, useActionData, useLoaderData } from "@remix-run/react";
import { useRef } from "react";
import { StageForm } from "~/components/registration/stage-form";
import { StageList } from "~/components/registration/stage-list";
import { useTranslation } from "~/i18n/react";
import type { RouteHandle } from "~/root-data";
import { withAccess } from "~/session/guard.server";
import { registrationPage, registrationStep, stageOf, type StagePage } from "./stage.server";

export const handle: RouteHandle = { title: "registration:title", layout: "simple", i18n: ["registration", "auth"] };

/** 001 §2: /register/confirm, /register/user, /register/company, /register/submit. */
export const loader = (args: LoaderFunctionArgs) => withAccess("register:stages", args, (guarded) => registrationPage(guarded, stageOf(args.params.stage)));

export const action = (args: ActionFunctionArgs) =>
  withAccess("register:stages", args, (guarded) => {
    stageOf(args.params.stage);
    return registrationStep(guarded);
  });

/** Registration of a company and its first user, a page per stage (001 §4). */
export function RegistrationPage() {
  const { t } = useTranslation("registration");
  const loaded = useLoaderData<StagePage>();
  const stepped = useActionData<StagePage>();
  const { state, countries } = stepped ?? loaded;
  // Each answer remounts the inputs so they show exactly what it sent back.
  const last = useRef(stepped);
  const generation = useRef(0);
  if (last.current !== stepped) {
    last.current = stepped;
    generation.current += 1;
  }
  return (
    <div className="card">
      <h1>{t("title")}</h1>
      <StageList state={state} />
      <StageForm state={state} countries={countries} generation={generation.current} />
      <p>
        {t("haveAccount")} <Link to="/login">{t("signIn")}</Link>
      </p>
    </div>
  );
}

export default RegistrationPage;
