import { Badge } from "~/components/ui/badge";

/** A lead's score: gold from 80, the high-priority band that opens an urgent call task. */
export function ScoreBadge({ score }: { score: number }) {
  return (
    <Badge size="status" variant={score >= 80 ? "soft-gold" : "muted"}>
      {score}
    </Badge>
  );
}
