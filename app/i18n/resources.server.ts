import ptExchange from "../../locales/pt-PT/exchange.json";
import itExchange from "../../locales/it-IT/exchange.json";
import enExchange from "../../locales/en-GB/exchange.json";
import enApplications from "../../locales/en-GB/applications.json";
import itApplications from "../../locales/it-IT/applications.json";
import ptApplications from "../../locales/pt-PT/applications.json";
import enMarkets from "../../locales/en-GB/markets.json";
import itMarkets from "../../locales/it-IT/markets.json";
import ptMarkets from "../../locales/pt-PT/markets.json";
import enUpload from "../../locales/en-GB/upload.json";
import itUpload from "../../locales/it-IT/upload.json";
import ptUpload from "../../locales/pt-PT/upload.json";
import enDispatch from "../../locales/en-GB/dispatch.json";
import itDispatch from "../../locales/it-IT/dispatch.json";
import ptDispatch from "../../locales/pt-PT/dispatch.json";
import enOperator from "../../locales/en-GB/operator.json";
import itOperator from "../../locales/it-IT/operator.json";
import ptOperator from "../../locales/pt-PT/operator.json";
import enMarket from "../../locales/en-GB/market.json";
import enMap from "../../locales/en-GB/map.json";
import enBidding from "../../locales/en-GB/bidding.json";
import enClearing from "../../locales/en-GB/clearing.json";
import itMarket from "../../locales/it-IT/market.json";
import itMap from "../../locales/it-IT/map.json";
import itBidding from "../../locales/it-IT/bidding.json";
import itClearing from "../../locales/it-IT/clearing.json";
import ptMarket from "../../locales/pt-PT/market.json";
import ptMap from "../../locales/pt-PT/map.json";
import ptBidding from "../../locales/pt-PT/bidding.json";
import ptClearing from "../../locales/pt-PT/clearing.json";
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
import enRegistration from "../../locales/en-GB/registration.json";
import enSettings from "../../locales/en-GB/settings.json";
import enAnalytics from "../../locales/en-GB/analytics.json";
import itRegistration from "../../locales/it-IT/registration.json";
import itSettings from "../../locales/it-IT/settings.json";
import itAnalytics from "../../locales/it-IT/analytics.json";
import ptRegistration from "../../locales/pt-PT/registration.json";
import ptSettings from "../../locales/pt-PT/settings.json";
import ptAnalytics from "../../locales/pt-PT/analytics.json";

/** Bundled into the server build so texts are read once, not from disk per request. */
export const resources = {
  "en-GB": { common: enCommon, auth: enAuth, account: enAccount, pages: enPages, legal: enLegal, ui: enUi, validation: enValidation, market: enMarket, map: enMap, bidding: enBidding, clearing: enClearing, operator: enOperator, upload: enUpload, applications: enApplications, markets: enMarkets, dispatch: enDispatch, exchange: enExchange, registration: enRegistration, settings: enSettings, analytics: enAnalytics },
  "it-IT": { common: itCommon, auth: itAuth, account: itAccount, pages: itPages, legal: itLegal, ui: itUi, validation: itValidation, market: itMarket, map: itMap, bidding: itBidding, clearing: itClearing, operator: itOperator, upload: itUpload, applications: itApplications, markets: itMarkets, dispatch: itDispatch, exchange: itExchange, registration: itRegistration, settings: itSettings, analytics: itAnalytics },
  "pt-PT": { common: ptCommon, auth: ptAuth, account: ptAccount, pages: ptPages, legal: ptLegal, ui: ptUi, validation: ptValidation, market: ptMarket, map: ptMap, bidding: ptBidding, clearing: ptClearing, operator: ptOperator, upload: ptUpload, applications: ptApplications, markets: ptMarkets, dispatch: ptDispatch, exchange: ptExchange, registration: ptRegistration, settings: ptSettings, analytics: ptAnalytics },
};
