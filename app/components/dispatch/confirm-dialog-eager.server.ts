// The server renders the confirmations at once; in the browser this module is empty and their code is loaded when one is shown.
export { RespondConfirmation, StopConfirmation } from "./confirmations";
