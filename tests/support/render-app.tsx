import { createRemixStub } from "@remix-run/testing";
import { render } from "@testing-library/react";
import { createInstance } from "i18next";
import type { ComponentType } from "react";
import { I18nextProvider } from "~/i18n/react";
import { NAMESPACES, i18nOptions } from "~/i18n/config";
import { resources } from "~/i18n/resources.server";

/** Renders a component inside a Remix route (links, forms work) with every en-GB text loaded. */
export function renderInApp(Component: ComponentType, { path = "/", language = "en-GB" } = {}) {
  const i18n = createInstance();
  void i18n.init({ ...i18nOptions, lng: language, ns: [...NAMESPACES], resources, initImmediate: false });
  const Stub = createRemixStub([{ path: "*", Component }]);
  return render(
    <I18nextProvider i18n={i18n}>
      <Stub initialEntries={[path]} />
    </I18nextProvider>,
  );
}
