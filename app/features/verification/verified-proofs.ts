import { useEffect, useRef } from "react";
import { VERIFIED_PURPOSES, type ProofCapability } from "~/features/leads";
import type { ProofGranted } from "./lead-flow-types";

/**
 * Word of a new proof, passed around this browser: a flow whose code was just verified (or whose
 * send the proof made needless) tells every other form on the page at once, and the other tabs
 * through a BroadcastChannel, so none of them goes on offering a code step the proof makes needless
 * (the day-by-day plans, a second form of the same purpose). It is only news: what a form may skip is
 * still decided by the server from its signed cookie, which the answer set before this is heard.
 */

export type ProofListener = (proof: ProofGranted) => void;

const CHANNEL_NAME = "luxe.verified-proofs";
const listeners = new Set<ProofListener>();
let channel: BroadcastChannel | null | undefined;

const CAPABILITIES: readonly ProofCapability[] = ["daily_plans", "skip_code"];

/** A message from another tab is read only if it has the shape this version sends. */
export function isProofGranted(value: unknown): value is ProofGranted {
  if (!value || typeof value !== "object") return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.purpose === "string" &&
    (VERIFIED_PURPOSES as readonly string[]).includes(v.purpose) &&
    Array.isArray(v.unlocks) &&
    v.unlocks.every((u) => CAPABILITIES.includes(u as ProofCapability)) &&
    typeof v.phoneEnding === "string" &&
    typeof v.expiresAt === "string"
  );
}

function emit(proof: ProofGranted) {
  if (Date.parse(proof.expiresAt) <= Date.now()) return;
  for (const listener of [...listeners]) listener(proof);
}

function tabs(): BroadcastChannel | null {
  if (channel !== undefined) return channel;
  channel = typeof BroadcastChannel === "undefined" ? null : new BroadcastChannel(CHANNEL_NAME);
  channel?.addEventListener("message", (event: MessageEvent<unknown>) => {
    if (isProofGranted(event.data)) emit(event.data);
  });
  return channel;
}

/** Tells this page's forms and the browser's other tabs of a proof the server just set or used. */
export function announceProof(proof: ProofGranted) {
  emit(proof);
  try {
    tabs()?.postMessage(proof);
  } catch {
    // A closed channel (the page is going away): this page's forms have heard it already.
  }
}

/** Listens for proofs announced here or in another tab; returns the unsubscribe. */
export function onProofAnnounced(listener: ProofListener): () => void {
  tabs();
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/** `onProofAnnounced` for a component's lifetime; the latest listener is called. */
export function useProofAnnouncements(listener: ProofListener) {
  const latest = useRef(listener);
  latest.current = listener;
  useEffect(() => onProofAnnounced((proof) => latest.current(proof)), []);
}
