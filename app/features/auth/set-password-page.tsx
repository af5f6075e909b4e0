import { useState } from "react";
import { Form, Link, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { AuthAlert } from "./auth-alert";
import { NewPasswordField } from "./password-field";
import { AuthFrame } from "./sign-in-page";

export type SetPasswordPageProps = {
  brandName: string;
  token: string;
  link: { purpose: "invite" | "reset"; email: string; name: string } | null;
  error?: { message: string; reasons: string[] } | null;
};

/** Where an invited (or reset) staff member chooses their password, from the e-mailed link. */
export function SetPasswordPage({ brandName, token, link, error }: SetPasswordPageProps) {
  const [password, setPassword] = useState("");
  const submitting = useNavigation().state === "submitting";

  if (!link) {
    return (
      <AuthFrame brandName={brandName} title="This link has expired">
        <p className="text-sm leading-relaxed text-ink-700">
          A password link works once, for 72 hours, and a newer link replaces it. Ask an admin to send you a
          new one from the Users tab, or sign in if you have already chosen your password.
        </p>
        <Button asChild variant="ink" className="mt-5 h-12 w-full">
          <Link to="/auth">Go to sign in</Link>
        </Button>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame
      brandName={brandName}
      title={link.purpose === "invite" ? `Welcome, ${link.name}` : "Choose a new password"}
    >
      <p className="mb-5 text-sm leading-relaxed text-ink-700">
        {link.purpose === "invite"
          ? "Choose the password for your staff account. You then sign in with it and a code we e-mail you."
          : "Your password was reset by an admin. Choose a new one; you then sign in with it and a code we e-mail you."}
      </p>
      {error ? <AuthAlert className="mb-5" message={error.message} reasons={error.reasons} /> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        {/* Lets a password manager file the new password under the right account. */}
        <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
        <p className="text-sm text-ink-600">
          Account: <span className="font-medium text-ink-900">{link.email}</span>
        </p>
        <NewPasswordField
          name="password"
          label="New password"
          context={{ email: link.email, name: link.name }}
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" variant="ink" className="h-12 w-full" disabled={submitting} worksWithoutScript>
          Save password
        </Button>
      </Form>
    </AuthFrame>
  );
}
