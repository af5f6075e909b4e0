// What SelectField and its lazily loaded menu both read, so neither file imports the other's types.

export type SelectFieldOption<T extends string> = { value: T; label: string };

export type SelectFieldMenuProps = {
  id: string;
  testId?: string;
  value: string;
  valueLabel: string;
  options: readonly SelectFieldOption<string>[];
  onValueChange: (value: string) => void;
  /** The visitor pressed the box before this code arrived: it opens as it mounts. */
  defaultOpen: boolean;
  /** The box it replaces had focus: the trigger takes it. */
  takeFocus: boolean;
};
