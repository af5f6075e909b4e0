// The staff help centre (client-safe; its contact addresses come from the route's loader).
export { FaqPage, type HelpContacts } from "./faq-page";
