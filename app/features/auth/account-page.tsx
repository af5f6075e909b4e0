import { LoaderCircleIcon } from "lucide-react";
import { useId, useState, type FormEvent } from "react";
import { Link } from "react-router";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { authRequest, type AuthError } from "./auth-client";
import { AuthAlert } from "./auth-alert";
import { NewPasswordField } from "./password-field";
import { passwordWeaknesses } from "./password-policy";
import { AuthFrame } from "./sign-in-page";
import { STAFF_PHOTO_TEXT, staffPhotoSchema } from "./staff-photo";

export type AccountPageProps = {
  brandName: string;
  user: { name: string; email: string; role: string; image?: string | null };
};

/** One's own account: change the password (the current one first), and end sessions elsewhere. */
export function AccountPage({ brandName, user }: AccountPageProps) {
  const [current, setCurrent] = useState("");
  const [next, setNext] = useState("");
  const [busy, setBusy] = useState<null | "password" | "others" | "all">(null);
  const [error, setError] = useState<AuthError | null>(null);
  const currentId = useId();
  const errorId = useId();

  async function changePassword(event: FormEvent) {
    event.preventDefault();
    if (busy) return;
    const reasons = passwordWeaknesses(next, user);
    if (reasons.length) {
      setError({ status: 400, code: "WEAK_PASSWORD", message: "Choose a stronger password.", reasons });
      return;
    }
    setBusy("password");
    setError(null);
    const result = await authRequest("/change-password", {
      body: { currentPassword: current, newPassword: next, revokeOtherSessions: true },
    });
    setBusy(null);
    if (!result.ok) {
      setError(result.error);
      return;
    }
    setCurrent("");
    setNext("");
    showSuccessToast("Password changed", "Your other devices have been signed out.");
  }

  async function signOutOthers() {
    setBusy("others");
    const result = await authRequest("/revoke-other-sessions", { body: {} });
    setBusy(null);
    if (result.ok) showSuccessToast("Signed out of your other devices");
    else showErrorToast("Error", result.error.message);
  }

  async function signOutEverywhere() {
    setBusy("all");
    const result = await authRequest("/revoke-sessions", { body: {} });
    if (!result.ok) {
      setBusy(null);
      showErrorToast("Error", result.error.message);
      return;
    }
    window.location.assign("/auth");
  }

  return (
    <AuthFrame brandName={brandName} title="Your account" wide>
      <p className="text-sm text-ink-700">
        Signed in as <strong className="font-semibold">{user.name}</strong> ({user.email}) ·{" "}
        <span className="capitalize">{user.role}</span>
      </p>

      <form onSubmit={changePassword} className="mt-6 space-y-4" aria-labelledby="change-password-heading">
        <h2 id="change-password-heading" className="font-display text-xl text-ink-900">
          Change your password
        </h2>
        {error ? <AuthAlert id={errorId} message={error.message} reasons={error.reasons} /> : null}
        <div className="space-y-1.5">
          <Label htmlFor={currentId}>Current password</Label>
          <Input
            id={currentId}
            type="password"
            autoComplete="current-password"
            required
            value={current}
            onChange={(e) => setCurrent(e.target.value)}
          />
        </div>
        <NewPasswordField context={user} value={next} onChange={setNext} />
        <Button
          type="submit"
          variant="ink"
          className="h-11 w-full"
          disabled={busy !== null || !current || !next}
        >
          {busy === "password" ? (
            <LoaderCircleIcon className="size-4 animate-spin" aria-hidden="true" />
          ) : null}
          Change password
        </Button>
      </form>

      <PhotoForm name={user.name} image={user.image ?? null} />

      <section className="mt-8 space-y-3 border-t border-sand-200 pt-6" aria-labelledby="sessions-heading">
        <h2 id="sessions-heading" className="font-display text-xl text-ink-900">
          Where you are signed in
        </h2>
        <p className="text-sm text-ink-600">
          Lost a phone or used a shared computer? End those sessions here.
        </p>
        <div className="flex flex-col gap-2 sm:flex-row">
          <Button variant="outline" disabled={busy !== null} onClick={() => void signOutOthers()}>
            Sign out of other devices
          </Button>
          <Button variant="outline" disabled={busy !== null} onClick={() => void signOutEverywhere()}>
            Sign out everywhere
          </Button>
        </div>
      </section>

      <p className="mt-8 text-center text-sm">
        <Link to="/vox" className="text-ink-700 underline underline-offset-4">
          Back to VOX
        </Link>
      </p>
    </AuthFrame>
  );
}

/**
 * One's photo as travellers see it beside one's name on a proposal: an https address, checked here
 * and again by the server; empty for initials.
 */
function PhotoForm({ name, image }: { name: string; image: string | null }) {
  const [value, setValue] = useState(image ?? "");
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const inputId = useId();
  const problemId = useId();

  async function save(event: FormEvent) {
    event.preventDefault();
    const parsed = staffPhotoSchema.safeParse({ image: value });
    if (!parsed.success) {
      setProblem(STAFF_PHOTO_TEXT);
      return;
    }
    setBusy(true);
    setProblem(null);
    try {
      const response = await fetch("/api/v1/console/account/photo", {
        method: "PUT",
        credentials: "same-origin",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(parsed.data),
      });
      if (response.ok) showSuccessToast(parsed.data.image ? "Photo saved" : "Photo removed");
      else {
        const body = (await response.json().catch(() => null)) as { error?: { description?: string } } | null;
        setProblem(body?.error?.description ?? "Your photo was not saved. Please try again.");
      }
    } catch {
      setProblem("Your photo was not saved: the server could not be reached. Try again.");
    } finally {
      setBusy(false);
    }
  }

  return (
    <form
      onSubmit={(e) => void save(e)}
      className="mt-8 space-y-3 border-t border-sand-200 pt-6"
      aria-labelledby="photo-heading"
    >
      <h2 id="photo-heading" className="font-display text-xl text-ink-900">
        Your photo on proposals
      </h2>
      <p className="text-sm text-ink-600">
        Travellers see it beside your name, {name}. Without one they see your initials.
      </p>
      <div className="space-y-1.5">
        <Label htmlFor={inputId}>Photo address (https://…)</Label>
        <Input
          id={inputId}
          type="url"
          inputMode="url"
          placeholder="https://"
          value={value}
          aria-invalid={problem ? true : undefined}
          aria-describedby={problem ? problemId : undefined}
          onChange={(e) => setValue(e.target.value)}
        />
        {problem ? (
          <p id={problemId} role="alert" className="text-sm text-danger-600">
            {problem}
          </p>
        ) : null}
      </div>
      <Button type="submit" variant="outline" disabled={busy}>
        Save photo
      </Button>
    </form>
  );
}
