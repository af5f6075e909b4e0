// What the combobox and its lazily loaded popup both read, so neither file imports the other's types.
import type { ReactNode } from "react";

export type ComboboxOption = {
  value: string;
  label: string;
  description?: ReactNode;
  /** Extra words that should also match when typing (synonyms, country, region...). */
  keywords?: string;
};

export type ComboboxOptionState = { active: boolean; selected: boolean };
