// The server renders the create dialog at once; in the browser this module is empty and the dialog's code is loaded when it is shown.
export { CreateDialog } from "./create-dialog";
