import { Download, FileUp, Upload } from "lucide-react";
import { useId, useState } from "react";
import { useRevalidator } from "react-router";
import { Button } from "~/components/ui/button";
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from "~/components/ui/dialog";
import { fieldClasses } from "~/components/ui/input";
import { showErrorToast, showSuccessToast } from "~/components/ui/toast";
import { readStored, writeStored } from "~/lib/browser-storage";
import { cn } from "~/lib/cn";
import { consoleRequest } from "../shared/console-request";
import { IMPORT_CHUNK_ROWS, IMPORT_FIELDS, IMPORT_MAX_ROWS, type ImportField } from "./csv-format";
import {
  guessMapping,
  mapRows,
  readCsv,
  rejectedReport,
  unusedColumns,
  type ColumnMapping,
  type ParsedCsv,
} from "./csv-read";
import { addImportResult, emptyImportResult, type ImportResult } from "./import-schema";

const MAPPING_KEY = "vox.csv-import.mapping";
const MAX_FILE_BYTES = 20 * 1024 * 1024;

/** The last mapping used, if it fits this file's headers (the agency's spreadsheet usually looks the same). */
function rememberedMapping(headers: string[]): ColumnMapping | null {
  const stored = readStored(MAPPING_KEY, (v) => (v && typeof v === "object" ? (v as ColumnMapping) : null));
  if (!stored) return null;
  const fits = Object.values(stored).every((h) => typeof h === "string" && headers.includes(h));
  return fits && Object.keys(stored).length ? stored : null;
}

type Stage =
  | { step: "choose"; error?: string }
  | { step: "map"; file: string; csv: ParsedCsv; mapping: ColumnMapping }
  | { step: "importing"; file: string; csv: ParsedCsv; done: number; total: number }
  | {
      step: "done";
      file: string;
      csv: ParsedCsv;
      mapping: ColumnMapping;
      result: ImportResult;
      stopped?: string;
    };

/**
 * Imports contacts from a CSV file: the browser reads the file, shows its first rows and a guess at
 * which column is which, then sends the rows in chunks with a progress bar. At the end it says what
 * happened and offers the rows it could not import, with the reasons, as a file to fix.
 */
export function ImportDialog({
  open,
  onOpenChange,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const [stage, setStage] = useState<Stage>({ step: "choose" });
  const revalidator = useRevalidator();
  const fileId = useId();

  async function choose(file: File | undefined) {
    if (!file) return;
    if (file.size > MAX_FILE_BYTES) {
      return setStage({ step: "choose", error: "That file is over 20 MB. Split it into smaller files." });
    }
    const csv = readCsv(await file.text());
    if (!csv.headers.length || !csv.rows.length) {
      return setStage({
        step: "choose",
        error: "That file has no rows under a header line. Is it a CSV file?",
      });
    }
    if (csv.rows.length > IMPORT_MAX_ROWS) {
      return setStage({
        step: "choose",
        error: `That file has ${csv.rows.length.toLocaleString("en-IN")} rows; import at most ${IMPORT_MAX_ROWS.toLocaleString("en-IN")} at a time. Split it and import each part.`,
      });
    }
    setStage({
      step: "map",
      file: file.name,
      csv,
      mapping: rememberedMapping(csv.headers) ?? guessMapping(csv.headers),
    });
  }

  async function run(file: string, csv: ParsedCsv, mapping: ColumnMapping) {
    writeStored(MAPPING_KEY, mapping);
    const rows = mapRows(csv.rows, mapping);
    const total = emptyImportResult();
    // A blank row between rows is a row of the file too: counted, with why nothing came of it.
    total.skipped.push(...csv.blankRows.map((row) => ({ row, reason: "Blank row." })));
    setStage({ step: "importing", file, csv, done: 0, total: rows.length });
    for (let i = 0; i < rows.length; i += IMPORT_CHUNK_ROWS) {
      const chunk = rows.slice(i, i + IMPORT_CHUNK_ROWS);
      const answer = await consoleRequest<ImportResult>("POST", "/api/v1/console/contacts/import", {
        rows: chunk,
      });
      if (!answer.ok) {
        // Chunks already sent are in; the rest can be sent again (rows already in are not duplicated).
        showErrorToast(answer.title, answer.description);
        setStage({
          step: "done",
          file,
          csv,
          mapping,
          result: total,
          stopped: `${answer.description} Rows from ${chunk[0]!.row} on were not imported; import the file again to finish (rows already in are not duplicated).`,
        });
        void revalidator.revalidate();
        return;
      }
      addImportResult(total, answer.data);
      setStage({
        step: "importing",
        file,
        csv,
        done: Math.min(rows.length, i + chunk.length),
        total: rows.length,
      });
    }
    total.skipped.sort((a, b) => a.row - b.row);
    setStage({ step: "done", file, csv, mapping, result: total });
    showSuccessToast(
      "Import finished",
      `${total.created} added, ${total.updated} updated, ${total.skipped.length} skipped, ${total.rejected.length} not imported`,
    );
    void revalidator.revalidate();
  }

  function downloadReport(csv: ParsedCsv, result: ImportResult) {
    const blob = new Blob([rejectedReport(csv.headers, csv.rows, result.rejected)], {
      type: "text/csv;charset=utf-8",
    });
    const url = URL.createObjectURL(blob);
    const a = document.createElement("a");
    a.href = url;
    a.download = "contacts-not-imported.csv";
    a.click();
    URL.revokeObjectURL(url);
  }

  const close = (next: boolean) => {
    if (!next && stage.step === "importing") return;
    if (!next) setStage({ step: "choose" });
    onOpenChange(next);
  };

  return (
    <Dialog open={open} onOpenChange={close}>
      <DialogContent
        className="max-h-[92dvh] overflow-y-auto sm:max-w-3xl"
        showCloseButton={stage.step !== "importing"}
      >
        <DialogHeader>
          <DialogTitle>Import contacts from CSV</DialogTitle>
          <DialogDescription>
            Up to {IMPORT_MAX_ROWS.toLocaleString("en-IN")} rows. A row with a mobile or e-mail already on
            file fills in that contact&apos;s empty details instead of adding a second one.
          </DialogDescription>
        </DialogHeader>

        {stage.step === "choose" ? (
          <div>
            <label
              htmlFor={fileId}
              className="flex cursor-pointer flex-col items-center gap-2 rounded-xl border border-dashed border-sand-300 bg-white p-8 text-center text-sm text-ink-700 hover:border-ink-900/30"
            >
              <FileUp aria-hidden className="size-6 text-gold-700" />
              <span className="font-medium text-ink-900">Choose a CSV file</span>
              <span className="text-xs">
                Exported from Excel, Google Sheets or another CRM, with a header row.
              </span>
            </label>
            <input
              id={fileId}
              type="file"
              accept=".csv,text/csv"
              className="sr-only"
              onChange={(e) => void choose(e.target.files?.[0])}
            />
            {stage.error ? (
              <p role="alert" className="mt-3 text-sm text-danger-600">
                {stage.error}
              </p>
            ) : null}
          </div>
        ) : null}

        {stage.step === "map" ? (
          <MapColumns
            stage={stage}
            onChange={(mapping) => setStage({ ...stage, mapping })}
            onBack={() => setStage({ step: "choose" })}
            onImport={() => void run(stage.file, stage.csv, stage.mapping)}
          />
        ) : null}

        {stage.step === "importing" ? (
          <div aria-live="polite">
            <p className="mb-2 text-sm text-ink-700">
              Importing {stage.file}… {stage.done.toLocaleString("en-IN")} of{" "}
              {stage.total.toLocaleString("en-IN")} rows
            </p>
            <div
              role="progressbar"
              aria-label="Import progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={Math.round((stage.done / stage.total) * 100)}
              className="h-2 w-full overflow-hidden rounded-full bg-sand-100"
            >
              <div
                className="h-full bg-gold-500 transition-[width]"
                style={{ width: `${(stage.done / stage.total) * 100}%` }}
              />
            </div>
          </div>
        ) : null}

        {stage.step === "done" ? <ImportReport stage={stage} onDownload={downloadReport} /> : null}

        {stage.step === "done" ? (
          <DialogFooter>
            <Button variant="ink" onClick={() => close(false)}>
              Done
            </Button>
          </DialogFooter>
        ) : null}
      </DialogContent>
    </Dialog>
  );
}

const nf = (n: number) => n.toLocaleString("en-IN");

/**
 * What the import did, row by row: the four counts add up to the file's rows (the sentence under
 * them says so), then why rows were skipped or refused, what came in other than as given, and which
 * columns of the file were not read at all.
 */
function ImportReport({
  stage,
  onDownload,
}: {
  stage: Extract<Stage, { step: "done" }>;
  onDownload: (csv: ParsedCsv, result: ImportResult) => void;
}) {
  const { result, csv } = stage;
  const unused = unusedColumns(csv.headers, stage.mapping);
  const counted = result.created + result.updated + result.skipped.length + result.rejected.length;
  return (
    <div role="status" className="space-y-3 text-sm text-ink-800">
      <dl className="grid grid-cols-2 gap-3 sm:grid-cols-4">
        {[
          ["Added", result.created],
          ["Updated", result.updated],
          ["Skipped", result.skipped.length],
          ["Not imported", result.rejected.length],
        ].map(([label, n]) => (
          <div key={label} className="rounded-lg border border-sand-200 bg-white p-3">
            <dt className="text-xs text-ink-600">{label}</dt>
            <dd className="font-display text-2xl text-ink-900 tabular-nums">{nf(Number(n))}</dd>
          </div>
        ))}
      </dl>
      <p className="text-ink-700">
        {nf(counted)} of the file&apos;s {nf(csv.rows.length)} {csv.rows.length === 1 ? "row" : "rows"}{" "}
        accounted for
        {result.leads
          ? `; ${nf(result.leads)} ${result.leads === 1 ? "lead was" : "leads were"} put on the pipeline from the stage column`
          : ""}
        .
      </p>
      {stage.stopped ? <p className="text-danger-600">{stage.stopped}</p> : null}
      {unused.length ? (
        <p className="text-ink-600">
          <span className="font-medium text-ink-900">Columns not used:</span> {unused.join(", ")}.
        </p>
      ) : null}
      {result.unknownTags.length ? (
        <p className="text-ink-600">
          Tags nobody has made were skipped: {result.unknownTags.join(", ")}. An admin can make them on the
          Tags tab.
        </p>
      ) : null}
      <RowList
        title="Imported, with a note"
        items={result.notes.map((n) => ({ row: n.row, text: n.note }))}
      />
      <RowList title="Skipped" items={result.skipped.map((r) => ({ row: r.row, text: r.reason }))} />
      {result.rejected.length ? (
        <>
          <RowList
            title="Not imported"
            items={result.rejected.map((r) => ({ row: r.row, text: r.reason }))}
          />
          <Button size="sm" variant="outline" onClick={() => onDownload(csv, result)}>
            <Download aria-hidden /> Download the rows not imported
          </Button>
        </>
      ) : null}
    </div>
  );
}

function RowList({ title, items }: { title: string; items: { row: number; text: string }[] }) {
  if (!items.length) return null;
  return (
    <section aria-label={title}>
      <h3 className="mb-1 text-xs font-semibold text-ink-700">
        {title} ({nf(items.length)})
      </h3>
      {/* Focusable, so a keyboard can scroll a long list. */}
      <ul
        tabIndex={0}
        className="max-h-40 overflow-y-auto rounded-lg border border-sand-200 bg-white p-3 text-xs focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        {items.slice(0, 200).map((r, i) => (
          <li key={`${r.row}-${i}`}>
            Row {r.row}: {r.text}
          </li>
        ))}
        {items.length > 200 ? <li>… and {nf(items.length - 200)} more.</li> : null}
      </ul>
    </section>
  );
}

function MapColumns({
  stage,
  onChange,
  onBack,
  onImport,
}: {
  stage: Extract<Stage, { step: "map" }>;
  onChange: (mapping: ColumnMapping) => void;
  onBack: () => void;
  onImport: () => void;
}) {
  const { csv, mapping } = stage;
  const id = useId();
  const preview = csv.rows.slice(0, 5);
  const ready = Boolean(
    (mapping.name || mapping.firstName || mapping.lastName) && (mapping.phone || mapping.email),
  );
  const unused = unusedColumns(csv.headers, mapping);
  return (
    <div className="space-y-4">
      <p className="text-sm text-ink-700">
        <span className="font-medium text-ink-900">{stage.file}</span>:{" "}
        {csv.rows.length.toLocaleString("en-IN")} {csv.rows.length === 1 ? "row" : "rows"}. Choose which
        column holds each detail.
      </p>
      {csv.errors.length ? (
        <p className="text-xs text-danger-600">
          The file has problems the import will skip over: {csv.errors.join("; ")}
        </p>
      ) : null}
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3">
        {IMPORT_FIELDS.map((field) => (
          <div key={field.id} className="flex flex-col gap-1">
            <label htmlFor={`${id}-${field.id}`} className="text-xs font-medium text-ink-600">
              {field.label}
              {field.id === "name"
                ? " (or first and last name)"
                : field.id === "phone" || field.id === "email"
                  ? " (one of these)"
                  : ""}
            </label>
            <select
              id={`${id}-${field.id}`}
              value={mapping[field.id] ?? ""}
              onChange={(e) =>
                onChange({ ...mapping, [field.id as ImportField]: e.target.value || undefined })
              }
              className={cn(fieldClasses, "h-9 px-2 sm:text-sm")}
            >
              <option value="">— not in this file —</option>
              {csv.headers.map((h) => (
                <option key={h} value={h}>
                  {h}
                </option>
              ))}
            </select>
          </div>
        ))}
      </div>
      {/* Focusable, so a keyboard can scroll a wide file sideways. */}
      <div
        tabIndex={0}
        role="region"
        aria-label="Preview of the file"
        className="relative overflow-x-auto rounded-lg border border-sand-200 bg-white focus-visible:outline-2 focus-visible:outline-gold-500"
      >
        <table className="w-full text-left text-xs">
          <caption className="sr-only">The first rows of the file</caption>
          <thead className="bg-sand-50 text-ink-600">
            <tr>
              {csv.headers.map((h) => (
                <th key={h} scope="col" className="px-2 py-1.5 font-semibold whitespace-nowrap">
                  {h}
                  {Object.entries(mapping).find(([, col]) => col === h) ? (
                    <span className="ml-1 font-normal text-gold-700">
                      → {IMPORT_FIELDS.find((f) => mapping[f.id] === h)?.label}
                    </span>
                  ) : null}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {preview.map((row, i) => (
              <tr key={i} className="border-t border-sand-100">
                {csv.headers.map((h) => (
                  <td key={h} className="max-w-48 truncate px-2 py-1.5 text-ink-800">
                    {row[h]}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {unused.length ? (
        <p className="text-xs text-ink-600">Not imported from this file: {unused.join(", ")}.</p>
      ) : null}
      {!ready ? (
        <p className="text-xs text-ink-600">
          Choose the name column (or first and last name), and the mobile or e-mail column.
        </p>
      ) : null}
      <DialogFooter>
        <Button variant="ghost" onClick={onBack}>
          Choose another file
        </Button>
        <Button variant="ink" disabled={!ready} onClick={onImport}>
          <Upload aria-hidden /> Import {csv.rows.length.toLocaleString("en-IN")}{" "}
          {csv.rows.length === 1 ? "row" : "rows"}
        </Button>
      </DialogFooter>
    </div>
  );
}
