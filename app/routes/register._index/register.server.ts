import type { LoaderFunctionArgs } from "@remix-run/node";
import { countryGroups, defaultCountry } from "~/domain/registration/countries.server";
import { callFor, initialState, nextState, readPosted, type Outcome } from "~/domain/registration/stages";
import type { GuardedArgs } from "~/session/guard.server";
import { getLocale } from "~/session/locale.server";
import { upstreamClient } from "~/session/upstream.server";
import { UpstreamError } from "~/upstream/errors";
import { registrationApi } from "~/upstream/registration.server";

export async function registrationPage({ request, context }: LoaderFunctionArgs | GuardedArgs) {
  const locale = await getLocale(request, context);
  return { state: initialState(defaultCountry(request.headers.get("Accept-Language"))), countries: countryGroups(locale) };
}

/** One post of the registration form: the stage's upstream call (if any), then the reducer once. */
export async function registrationStep({ request, context }: GuardedArgs) {
  const locale = await getLocale(request, context);
  const posted = readPosted(await request.formData(), defaultCountry(request.headers.get("Accept-Language")));
  const planned = callFor(posted);
  let outcome: Outcome = { kind: "none" };
  if (planned) {
    const api = registrationApi(await upstreamClient(request, context, { locale }));
    try {
      if (planned.call === "start") outcome = { kind: "saved", registrationId: (await api.start(planned.body)).id };
      else if (planned.call === "saveUser") outcome = { kind: "saved", registrationId: (await api.saveUser(planned.id, planned.body)).id };
      else if (planned.call === "saveCompany") outcome = { kind: "saved", registrationId: (await api.saveCompany(planned.id, planned.body)).id };
      else outcome = { kind: "submitted", email: (await api.submit(planned.id)).email };
    } catch (error) {
      if (!(error instanceof UpstreamError) || ![400, 404].includes(error.status)) throw error;
      const errors = Object.keys(error.fieldErrors).length ? error.fieldErrors : { non_field_errors: [error.detail] };
      outcome = { kind: "refused", errors };
    }
  }
  return { state: nextState(posted, outcome), countries: countryGroups(locale) };
}
