// The server renders the clearing modal at once; in the browser this module is empty and the modal's code is loaded when it is shown.
export { ClearingModal } from "./clearing-modal";
