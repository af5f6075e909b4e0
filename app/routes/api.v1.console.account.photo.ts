import { staffPhotoSchema } from "~/features/auth";
import { setOwnPhoto } from "~/features/auth/index.server";
import { consoleAction, writeOnly } from "~/features/crm/index.server";

export const loader = writeOnly("PUT");

/** PUT {"image": "https://…" | null}: any staff member's own photo, shown to travellers on proposals. */
export const action = consoleAction(
  { methods: ["PUT"], schema: staffPhotoSchema },
  ({ db, user, input, ip }) => setOwnPhoto(db, user, input.image, ip),
);
