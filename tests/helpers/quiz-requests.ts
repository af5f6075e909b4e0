/** What the quiz's endpoint tests send: its URL, answer sets, and a JSON POST as a browser sends it. */

export const QUIZ_SUBMISSIONS_URL = "http://127.0.0.1:3000/api/v1/quiz/submissions";

/** The highest-scoring answers: 1,025 points → lead score 100. */
export const TOP_ANSWERS = [
  "europe",
  "luxury",
  "10+",
  "fixed_immediate",
  "budget_luxury",
  "luxury_resort",
  "kids_friendly,honeymoon,spa_wellness,adventure_sports,nightlife,private_transfers,veg_food,elderly_friendly",
  "custom",
  "unique",
];

/** A modest set (675 points): Asia, culture, a small budget. */
export const MODEST_ANSWERS = [
  "asia",
  "cultural",
  "2",
  "flexible_future",
  "budget_low",
  "four_star",
  "",
  "independent",
  "value",
];

/** A POST with a JSON body (a string is sent as it is, to test broken JSON). */
export function postJson(url: string, body: unknown, headers: Record<string, string> = {}) {
  return new Request(url, {
    method: "POST",
    headers: { "content-type": "application/json", ...headers },
    body: typeof body === "string" ? body : JSON.stringify(body),
  });
}

/** A fresh valid mobile per call, starting with the given two digits (one per test file, so files never collide). */
export function mobileSequence(prefix: string) {
  let seq = 0;
  return () => `${prefix}${String(10_000_000 + ++seq * 15_485_863).slice(-8)}`;
}
