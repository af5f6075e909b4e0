import {
  ArrowLeftIcon,
  FolderOpenIcon,
  LifeBuoyIcon,
  MailIcon,
  MessagesSquareIcon,
  SearchIcon,
  ShieldCheckIcon,
  UsersIcon,
  type LucideIcon,
} from "lucide-react";
import { useId } from "react";
import { Link, useSearchParams } from "react-router";
import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from "~/components/ui/accordion";
import { Button } from "~/components/ui/button";
import { Input } from "~/components/ui/input";
import { FAQ_CATEGORIES, FAQ_QUESTION_COUNT } from "./faq-content";
import { matchLine, searchFaq } from "./faq-search";

export type HelpContacts = { adminEmail: string; supportEmail: string };

type Stat = { icon: LucideIcon; value: string; label: string };

const STATS: Stat[] = [
  { icon: MessagesSquareIcon, value: String(FAQ_QUESTION_COUNT), label: "Questions answered" },
  { icon: FolderOpenIcon, value: String(FAQ_CATEGORIES.length), label: "Categories" },
  { icon: UsersIcon, value: "2", label: "User roles" },
  { icon: ShieldCheckIcon, value: "2FA", label: "Code-protected sign-in" },
];

/**
 * The staff help centre: how the console works, searchable. The query lives in the address (?q=),
 * so a colleague can be sent straight to the answer; typing replaces the entry rather than adding
 * one per keystroke to the history.
 */
export function FaqPage({ contacts }: { contacts: HelpContacts }) {
  const [params, setParams] = useSearchParams();
  const query = params.get("q") ?? "";
  const results = searchFaq(FAQ_CATEGORIES, query);
  const searchId = useId();

  const setQuery = (value: string) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set("q", value);
        else next.delete("q");
        return next;
      },
      { replace: true, preventScrollReset: true },
    );

  return (
    <div className="bg-sand-50">
      <header className="border-b border-sand-200 bg-white">
        <div className="container-page py-10 sm:py-14">
          <Link
            to="/vox"
            className="inline-flex items-center gap-2 text-sm font-medium text-ink-700 hover:text-gold-700"
          >
            <ArrowLeftIcon className="size-4" aria-hidden="true" />
            Back to VOX
          </Link>
          <p className="eyebrow mt-6 text-gold-700">VOX for staff</p>
          <h1 className="mt-2 font-display text-4xl leading-tight text-ink-900 sm:text-5xl">Help Center</h1>
          <p className="mt-3 max-w-2xl text-ink-700">
            How the console works: signing in, leads and their scores, tasks, logs, roles and security.
          </p>
          <div className="relative mt-8 max-w-2xl">
            <label htmlFor={searchId} className="sr-only">
              Search the help centre
            </label>
            <SearchIcon
              className="pointer-events-none absolute top-1/2 left-4 size-5 -translate-y-1/2 text-ink-500"
              aria-hidden="true"
            />
            <Input
              id={searchId}
              type="search"
              value={query}
              onChange={(event) => setQuery(event.target.value)}
              placeholder="Search FAQ topics and answers..."
              className="h-12 pl-12 text-base"
              autoComplete="off"
            />
          </div>
        </div>
      </header>

      <div className="container-page py-10 sm:py-14">
        <ul
          className="grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4"
          aria-label="The help centre at a glance"
        >
          {STATS.map(({ icon: Icon, value, label }) => (
            <li key={label} className="rounded-card border border-sand-200 bg-white p-4 sm:p-5">
              <Icon className="size-5 text-gold-700" aria-hidden="true" />
              <p className="mt-3 font-display text-3xl text-ink-900 tabular-nums">{value}</p>
              <p className="mt-1 text-sm text-ink-600">{label}</p>
            </li>
          ))}
        </ul>

        <div aria-live="polite" className="sr-only">
          {query.trim() ? matchLine(results.reduce((n, c) => n + c.items.length, 0)) : ""}
        </div>

        {results.length > 0 ? (
          <div className="mt-10 grid gap-6 lg:grid-cols-2">
            {results.map((category) => (
              <section
                key={category.id}
                aria-labelledby={`faq-${category.id}`}
                data-testid="faq-category"
                className="rounded-card border border-sand-200 bg-white px-5 py-4 sm:px-6"
              >
                <h2 id={`faq-${category.id}`} className="pt-2 font-display text-2xl text-ink-900">
                  {category.title}
                </h2>
                <Accordion type="single" collapsible className="mt-2">
                  {category.items.map((item) => (
                    <AccordionItem key={item.id} value={item.id}>
                      <AccordionTrigger>{item.question}</AccordionTrigger>
                      <AccordionContent>{item.answer}</AccordionContent>
                    </AccordionItem>
                  ))}
                </Accordion>
              </section>
            ))}
          </div>
        ) : (
          <div
            className="mt-10 grid justify-items-center gap-3 rounded-card border border-sand-200 bg-white px-6 py-14 text-center"
            data-testid="faq-no-results"
          >
            <SearchIcon className="size-8 text-gold-700" aria-hidden="true" />
            <h2 className="font-display text-2xl text-ink-900">No results found</h2>
            <p className="max-w-md text-ink-700">
              No FAQ items match “{query.trim()}”. Try another word, or clear the search to see every
              question.
            </p>
            <Button type="button" variant="outline" onClick={() => setQuery("")}>
              Clear Search
            </Button>
          </div>
        )}

        <section
          aria-labelledby="faq-more-help"
          className="mt-12 flex flex-col gap-5 rounded-card bg-ink-900 p-6 text-ivory sm:flex-row sm:items-center sm:justify-between sm:p-8"
        >
          <div>
            <h2 id="faq-more-help" className="font-display text-2xl">
              Still need help?
            </h2>
            <p className="mt-1 text-ivory/80">
              Write to an administrator about access and roles, or to technical support about anything that
              does not work.
            </p>
          </div>
          <div className="flex flex-col gap-3 sm:flex-row">
            <Button asChild>
              <a href={`mailto:${contacts.adminEmail}`}>
                <MailIcon aria-hidden="true" />
                Contact Administrator
              </a>
            </Button>
            <Button
              asChild
              variant="outline"
              className="border-ivory/30 text-ivory hover:border-ivory/60 hover:bg-ivory/10"
            >
              <a href={`mailto:${contacts.supportEmail}`}>
                <LifeBuoyIcon aria-hidden="true" />
                Technical Support
              </a>
            </Button>
          </div>
        </section>
      </div>
    </div>
  );
}
