import { stripVTControlCharacters } from "node:util";

/** Lines our tools print that say nothing about this project, dropped from their output. */
const NOISE = new Set([
  // React Router 7.18 passes Vite 8 an option Vite has deprecated, partly from loggers of its own that
  // no Vite setting reaches; a build prints it about nine times and it needs nothing from us.
  "The `envFile` option is deprecated, please use `envDir: false` instead.",
]);

/** Copies a child's output line by line to `to`, without the lines in NOISE. */
export function forwardWithoutNoise(from, to) {
  let pending = "";
  const write = (line, end) => {
    if (!NOISE.has(stripVTControlCharacters(line).trim())) to.write(line + end);
  };
  from.setEncoding("utf8");
  from.on("data", (chunk) => {
    const lines = (pending + chunk).split("\n");
    pending = lines.pop() ?? "";
    for (const line of lines) write(line, "\n");
  });
  from.on("end", () => pending && write(pending, ""));
}
