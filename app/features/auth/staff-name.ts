import { z } from "~/lib/zod";
import { personNameSchema } from "~/lib/person-name";

/** The longest staff name: what fits the console's sidebar, e-mails and the audit log. */
export const STAFF_NAME_MAX = 80;

/**
 * A staff member's name, wherever it is set (an invitation, the first admin, the command line, and
 * the auth service's own writes): the site's rule for a person's name, and no angle brackets, since
 * a name goes into every e-mail a colleague is sent and no one's name needs markup.
 */
export const staffNameSchema = z
  .string("Enter a name of at least 2 characters.")
  .pipe(
    personNameSchema(
      {
        tooShort: "Enter a name of at least 2 characters.",
        unusual: "Use letters, spaces and punctuation only: no line breaks or hidden characters.",
        tooLong: `Use at most ${STAFF_NAME_MAX} characters.`,
      },
      { max: STAFF_NAME_MAX },
    ),
  )
  .refine((name) => !/[<>]/.test(name), "Leave out < and >: a name has no markup.");
