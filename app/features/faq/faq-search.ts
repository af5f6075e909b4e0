import { countOf } from "~/lib/format";
import type { FaqCategory } from "./faq-content";

/**
 * The categories with the questions whose question or answer contains the query, ignoring case;
 * categories left empty are dropped. A blank query keeps everything.
 */
export function searchFaq(categories: FaqCategory[], query: string): FaqCategory[] {
  const needle = query.trim().toLowerCase();
  if (!needle) return categories;
  return categories
    .map((category) => ({
      ...category,
      items: category.items.filter(
        (item) => item.question.toLowerCase().includes(needle) || item.answer.toLowerCase().includes(needle),
      ),
    }))
    .filter((category) => category.items.length > 0);
}

/** What a search found, said to screen readers: "1 answer matches your search.", "3 answers match…". */
export function matchLine(found: number) {
  return `${countOf(found, "answer")} ${found === 1 ? "matches" : "match"} your search.`;
}
