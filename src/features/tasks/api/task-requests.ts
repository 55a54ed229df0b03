import type { Connection } from "../../../lib/connection/connection";
import { request } from "../../../lib/http";
import { taskResultSchema, taskStatusSchema, type TaskResult, type TaskState } from "./task-schemas";

export interface CreateTaskInput {
  query: string;
  instruction?: string;
}

// POST {chat}/v1/tasks
export function createTask(connection: Connection, input: CreateTaskInput): Promise<TaskState> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: "/v1/tasks",
    method: "POST",
    apiKey: connection.apiKey,
    body: { query: input.query, ...(input.instruction ? { instruction: input.instruction } : {}) },
    schema: taskStatusSchema,
  });
}

// GET {chat}/v1/tasks/{id}/status
export function getTaskStatus(connection: Connection, id: string, signal?: AbortSignal): Promise<TaskState> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: `/v1/tasks/${encodeURIComponent(id)}/status`,
    apiKey: connection.apiKey,
    schema: taskStatusSchema,
    signal,
  });
}

// GET {chat}/v1/tasks/{id}/result
export function getTaskResult(connection: Connection, id: string, signal?: AbortSignal): Promise<TaskResult> {
  return request({
    baseUrl: connection.chatBaseUrl,
    path: `/v1/tasks/${encodeURIComponent(id)}/result`,
    apiKey: connection.apiKey,
    schema: taskResultSchema,
    signal,
  });
}
