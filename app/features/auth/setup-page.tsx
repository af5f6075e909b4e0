import { useId, useState } from "react";
import { Form, useNavigation } from "react-router";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { Label } from "~/components/ui/label";
import { NewPasswordField } from "./password-field";
import { AuthAlert } from "./auth-alert";
import { AuthFrame } from "./sign-in-page";

export type SetupPageProps = {
  brandName: string;
  token: string;
  valid: boolean;
  error?: { message: string; reasons: string[] } | null;
  values?: { name: string; email: string };
};

/** The one-time page that creates the first admin of a brand-new installation. */
export function SetupPage({ brandName, token, valid, error, values }: SetupPageProps) {
  const [name, setName] = useState(values?.name ?? "");
  const [email, setEmail] = useState(values?.email ?? "");
  const [password, setPassword] = useState("");
  const submitting = useNavigation().state === "submitting";
  const nameId = useId();
  const emailId = useId();

  if (!valid) {
    return (
      <AuthFrame brandName={brandName} title="This link has expired">
        <p className="text-sm leading-relaxed text-ink-700">
          A setup link works once, for 24 hours, and only while no staff account exists. Restart the server
          for a new link, or create the first admin on the server:
        </p>
        <pre className="mt-4 overflow-x-auto rounded-lg bg-ink-950 p-3 text-xs text-ivory">
          npm run user:create -- --email you@agency.in --role admin
        </pre>
      </AuthFrame>
    );
  }

  return (
    <AuthFrame brandName={brandName} title="Create the first admin">
      <p className="mb-5 text-sm leading-relaxed text-ink-700">
        This installation has no staff accounts yet. The admin you create here signs in with this e-mail and
        password, then a code e-mailed to them, and can add everyone else.
      </p>
      {error ? <AuthAlert className="mb-5" message={error.message} reasons={error.reasons} /> : null}
      <Form method="post" className="space-y-4">
        <input type="hidden" name="token" value={token} />
        <div className="space-y-1.5">
          <Label htmlFor={nameId}>Your name</Label>
          <Input
            id={nameId}
            name="name"
            autoComplete="name"
            required
            maxLength={80}
            value={name}
            onChange={(e) => setName(e.target.value)}
          />
        </div>
        <div className="space-y-1.5">
          <Label htmlFor={emailId}>Work e-mail</Label>
          <Input
            id={emailId}
            name="email"
            type="email"
            autoComplete="username"
            required
            maxLength={200}
            value={email}
            onChange={(e) => setEmail(e.target.value)}
          />
        </div>
        <NewPasswordField
          name="password"
          label="Password"
          context={{ email, name }}
          value={password}
          onChange={setPassword}
        />
        <Button type="submit" variant="ink" className="h-12 w-full" disabled={submitting} worksWithoutScript>
          Create admin account
        </Button>
      </Form>
    </AuthFrame>
  );
}
