// The index moved to ~/lib/destination-index (the shell and the quiz share it); quiz-scoring.ts still
// imports it from here. Delete this file once it does not.
export { destinationIndex } from "~/lib/destination-index";
