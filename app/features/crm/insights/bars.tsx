import { Bar, BarChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from "recharts";

const AXIS = { fontSize: 11, fill: "#5b6a7f" };
const GRID = "#eef1f4";

type Series = { key: string; name: string; color: string };

/**
 * Every chart in the console's reports: bars over categories, as columns (days, months) or as rows
 * (stages, destinations, owners: their names read across, even on a phone). The drawing is for the
 * eye only — no keyboard stops, no animation; the figures are in the chart card's table.
 */
export function Bars({
  data,
  category,
  series,
  rows = false,
  stacked = false,
  categoryWidth = 100,
  formatValue,
  formatCategory,
}: {
  data: object[];
  /** The field naming each bar's category. */
  category: string;
  series: Series[];
  /** Bars lying on their side, the categories down the left. */
  rows?: boolean;
  stacked?: boolean;
  categoryWidth?: number;
  /** Values on the axis and in the tooltip (rupees in lakh and crore, say); whole numbers otherwise. */
  formatValue?: (value: number) => string;
  formatCategory?: (category: string) => string;
}) {
  const valueAxis = {
    type: "number" as const,
    tick: AXIS,
    ...(formatValue ? { tickFormatter: formatValue } : { allowDecimals: false }),
  };
  const categoryAxis = {
    type: "category" as const,
    dataKey: category,
    tick: AXIS,
    ...(formatCategory ? { tickFormatter: formatCategory } : {}),
  };
  return (
    <ResponsiveContainer width="100%" height="100%" initialDimension={{ width: 600, height: 256 }}>
      <BarChart
        accessibilityLayer={false}
        data={data}
        layout={rows ? "vertical" : "horizontal"}
        margin={{ top: 4, right: 8, bottom: 0, left: rows || formatValue ? 8 : -16 }}
      >
        <CartesianGrid horizontal={!rows} vertical={rows} stroke={GRID} />
        {rows ? (
          <>
            <XAxis {...valueAxis} />
            <YAxis {...categoryAxis} width={categoryWidth} />
          </>
        ) : (
          <>
            <XAxis {...categoryAxis} minTickGap={16} />
            <YAxis {...valueAxis} {...(formatValue ? { width: 64 } : {})} />
          </>
        )}
        <Tooltip
          {...(formatValue ? { formatter: (value: unknown) => formatValue(Number(value)) } : {})}
          {...(formatCategory ? { labelFormatter: (label: unknown) => formatCategory(String(label)) } : {})}
        />
        {series.map((s) => (
          <Bar
            key={s.key}
            dataKey={s.key}
            name={s.name}
            fill={s.color}
            {...(stacked ? { stackId: "stack" } : {})}
            isAnimationActive={false}
            maxBarSize={36}
          />
        ))}
      </BarChart>
    </ResponsiveContainer>
  );
}
