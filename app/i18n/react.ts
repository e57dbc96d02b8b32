/**
 * The one place components get their translation hook from, so how texts reach the browser
 * can change without touching every component.
 */
export { useTranslation } from "react-i18next";
