// The support hub's call-back request (the browser half; the server half is index.server.ts).
export { CallbackButton } from "./callback-button";
export { CALLBACK_TEXT, callbackCodeSentText } from "./callback-texts";
