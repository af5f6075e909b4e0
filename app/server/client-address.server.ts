import net from "node:net";

/**
 * The network an address belongs to, for limits that one attacker could otherwise spread over many
 * addresses: an IPv4 /24 (what one host or office usually has) or an IPv6 /64 (what one subscriber
 * is usually given). Anything else is kept as it is, bounded in length.
 */
export function networkKey(ip: string | undefined): string {
  const address = (ip ?? "").trim();
  const v4 = /^(?:::ffff:)?(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.\d{1,3}$/i.exec(address);
  if (v4 && net.isIPv4(address.replace(/^::ffff:/i, ""))) return `${v4[1]}.${v4[2]}.${v4[3]}.0/24`;
  const bare = address.split("%")[0]!;
  if (net.isIPv6(bare)) {
    // Expand "::" so every address of one /64 gives the same first four groups.
    const [head = "", tail] = bare.split("::");
    const left = head.split(":").filter(Boolean);
    const right = tail === undefined ? [] : tail.split(":").filter(Boolean);
    const groups = [
      ...left,
      ...new Array<string>(Math.max(0, 8 - left.length - right.length)).fill("0"),
      ...right,
    ];
    return `${groups
      .slice(0, 4)
      .map((g) => parseInt(g, 16).toString(16))
      .join(":")}::/64`;
  }
  return address.slice(0, 64) || "unknown";
}
