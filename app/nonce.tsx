import { createContext, useContext } from "react";

/** The per-request CSP nonce, for the few script tags the app renders. */
const NonceContext = createContext<string>("");

export const NonceProvider = NonceContext.Provider;
export const useNonce = () => useContext(NonceContext);
