/**
 * A planning thread: runs one job at a time as the pool sends them, so a
 * second-long search never holds the server's event loop.
 */
import { parentPort } from "node:worker_threads";
import { runPlanJob, type JobMessage, type ReplyMessage } from "./jobs";

const port = parentPort;
if (!port) throw new Error("lib/cutting/planning/thread.ts runs only as a worker thread");

port.on("message", ({ id, job }: JobMessage) => {
  let reply: ReplyMessage;
  try {
    reply = { id, ok: true, result: runPlanJob(job) };
  } catch (err) {
    reply = { id, ok: false, message: err instanceof Error ? err.message : String(err) };
  }
  port.postMessage(reply);
});
