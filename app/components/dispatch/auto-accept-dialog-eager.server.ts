// The server renders the rules dialog at once; in the browser this module is empty and its code is loaded when it is shown.
export { AutoAcceptDialog } from "./auto-accept-dialog";
