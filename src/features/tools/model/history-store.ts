import type { CallRecord, CreditsSource } from "../../../lib/call-records/call-record";
import { deleteCall, pinCall, recordCall } from "../../../lib/call-records/call-records";
import { deviceId } from "../../../lib/call-records/device-id";
import { creditsFields } from "../../../lib/call-records/track-call";
import type { Execution } from "../hooks/use-tool-execution";
import { failureOf } from "./execution-outcome";
import { nameCall } from "./call-names";
import { isRecord as isObject } from "../../../../common/plain-object";

/** A tool call as the history shows it: its call record (output included) plus the user's name for it. */
export interface ToolCall {
  id: string;
  toolName: string;
  verticalId: string;
  input: Record<string, unknown>;
  at: number;
  latencyMs: number | null;
  credits: bigint | null;
  creditsSource: CreditsSource;
  outcome: "ok" | "tool-error" | "http-error";
  message: string | null;
  /** The stored answer: the tool's output, or for a failure `{failure, message}`; null when not kept. */
  output: unknown;
  pinned: boolean;
  name: string | null;
}

function failureKind(output: unknown): "tool" | "http" {
  return isObject(output) && output.failure === "tool" ? "tool" : "http";
}

export function toolCallOf(record: CallRecord, name: string | null): ToolCall {
  return {
    id: record.id,
    toolName: record.subject,
    verticalId: record.vertical ?? "",
    input: isObject(record.input) ? record.input : {},
    at: record.at,
    latencyMs: record.latencyMs,
    credits: record.credits,
    creditsSource: record.creditsSource,
    outcome: record.outcome === "error" ? `${failureKind(record.output)}-error` : "ok",
    message: record.error,
    output: record.output,
    pinned: record.pinned,
    name,
  };
}

/** The tool calls among a profile's call records, each with the user's name for it (from the names list). */
export function mergeToolCalls(names: { id: string; name: string }[], records: CallRecord[]): ToolCall[] {
  return records
    .filter((record) => record.kind === "tool")
    .map((record) => toolCallOf(record, names.find((entry) => entry.id === record.id)?.name ?? null));
}

/** The call record of one execution: what it cost (the wire's usage, else the listed price), its answer. */
export function toolCallRecord(
  profileId: string,
  execution: Execution,
  verticalId: string,
  price: number | null,
): CallRecord {
  const failure = failureOf(execution);
  const listed = failure ? 0n : price !== null && Number.isSafeInteger(price) ? BigInt(price) : null;
  return {
    id: execution.id,
    at: execution.at,
    profileId,
    device: deviceId(),
    kind: "tool",
    vertical: verticalId,
    subject: execution.toolName,
    input: execution.input,
    ...creditsFields(execution.result?.usage?.consumed ?? null, listed),
    latencyMs: Math.round(execution.latencyMs),
    outcome: failure ? "error" : "ok",
    error: failure?.message ?? null,
    output: failure
      ? { failure: failure.kind, message: failure.message, output: execution.result?.output ?? null }
      : (execution.result?.output ?? null),
    ref: execution.result?.executionId ?? null,
    pinned: false,
  };
}

export function recordToolCall(
  profileId: string,
  execution: Execution,
  verticalId: string,
  price: number | null,
) {
  return recordCall(toolCallRecord(profileId, execution, verticalId, price));
}

export function updateToolCall(
  profileId: string,
  id: string,
  change: { pinned?: boolean; name?: string | null },
) {
  if (change.name !== undefined) nameCall(profileId, id, change.name);
  if (change.pinned !== undefined) void pinCall(id, change.pinned);
}

export function removeToolCall(profileId: string, id: string): void {
  nameCall(profileId, id, null);
  void deleteCall(id);
}
