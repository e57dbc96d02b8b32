import enAccount from "../../locales/en-GB/account.json";
import enAuth from "../../locales/en-GB/auth.json";
import enCommon from "../../locales/en-GB/common.json";
import enLegal from "../../locales/en-GB/legal.json";
import enPages from "../../locales/en-GB/pages.json";
import enUi from "../../locales/en-GB/ui.json";
import enValidation from "../../locales/en-GB/validation.json";
import itAccount from "../../locales/it-IT/account.json";
import itAuth from "../../locales/it-IT/auth.json";
import itCommon from "../../locales/it-IT/common.json";
import itLegal from "../../locales/it-IT/legal.json";
import itPages from "../../locales/it-IT/pages.json";
import itUi from "../../locales/it-IT/ui.json";
import itValidation from "../../locales/it-IT/validation.json";
import ptAccount from "../../locales/pt-PT/account.json";
import ptAuth from "../../locales/pt-PT/auth.json";
import ptCommon from "../../locales/pt-PT/common.json";
import ptLegal from "../../locales/pt-PT/legal.json";
import ptPages from "../../locales/pt-PT/pages.json";
import ptUi from "../../locales/pt-PT/ui.json";
import ptValidation from "../../locales/pt-PT/validation.json";

/** Bundled into the server build so texts are read once, not from disk per request. */
export const resources = {
  "en-GB": { common: enCommon, auth: enAuth, account: enAccount, pages: enPages, legal: enLegal, ui: enUi, validation: enValidation },
  "it-IT": { common: itCommon, auth: itAuth, account: itAccount, pages: itPages, legal: itLegal, ui: itUi, validation: itValidation },
  "pt-PT": { common: ptCommon, auth: ptAuth, account: ptAccount, pages: ptPages, legal: ptLegal, ui: ptUi, validation: ptValidation },
};
