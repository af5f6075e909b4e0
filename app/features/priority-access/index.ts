// Priority access (the browser half; the server half is index.server.ts).
export { PriorityAccessButton, type PriorityAccessTrip } from "./priority-access-button";
export {
  PRIORITY_ACCESS_TEXT,
  PRIORITY_FIELD_TEXT,
  type PriorityAccessVariant,
} from "./priority-access-texts";
