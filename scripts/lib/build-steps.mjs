// The first start's builds side by side (issue 56): the site, the embedded database and the backup's Litestream
// are independent, so `npm start` runs them at once instead of one after another, and says what it is building
// and for how long. Each step is { what, cmd, args, cwd?, env?, background? }; a background step (the backup, which
// the site does not wait for) runs at a lower CPU priority, so the builds the site waits for finish first.
import { spawn } from "node:child_process";
import { setPriority } from "node:os";

const TICK_MS = 15_000;

/**
 * Starts every step at once. Returns a promise per step (resolved when it ends well, rejected with its last output
 * otherwise); `log` gets a line when each starts and ends and, every 15 s, what is still building.
 */
export function runBuildSteps(steps, log = (line) => console.log(`[start] ${line}`)) {
  const started = Date.now();
  const running = new Map();
  const secs = (from) => Math.round((Date.now() - from) / 1000);
  const tick = setInterval(() => {
    if (running.size) log(`still building ${[...running.keys()].join(", ")} (${secs(started)} s)`);
  }, TICK_MS);
  tick.unref();
  const children = new Set();
  const done = {
    /** Stops what is still building (the launcher's shutdown). */
    stop: async () => {
      for (const c of children) c.kill("SIGTERM");
    },
  };
  for (const [key, step] of Object.entries(steps)) {
    if (!step) {
      done[key] = Promise.resolve();
      continue;
    }
    log(`building ${step.what}${step.background ? ", in the background" : ""}...`);
    running.set(step.what, Date.now());
    done[key] = new Promise((resolve, reject) => {
      const child = spawn(step.cmd, step.args, { cwd: step.cwd, env: { ...process.env, ...step.env }, stdio: ["ignore", "pipe", "pipe"] });
      children.add(child);
      if (step.background && child.pid) {
        try {
          setPriority(child.pid, 15);
        } catch {
          // Not allowed here: it simply competes at the same priority.
        }
      }
      // The last lines of its output, for the error; a build's progress is its own business.
      let tail = "";
      const keep = (d) => (tail = (tail + d).slice(-4000));
      child.stdout.on("data", keep);
      child.stderr.on("data", keep);
      child.on("error", (err) => {
        running.delete(step.what);
        reject(new Error(`building ${step.what} failed: ${err.message}`));
      });
      child.on("close", (code) => {
        children.delete(child);
        const took = secs(running.get(step.what) ?? started);
        running.delete(step.what);
        if (!running.size) clearInterval(tick);
        if (code === 0) {
          log(`built ${step.what} in ${took} s`);
          resolve();
        } else reject(new Error(`building ${step.what} failed (exit ${code}):\n${tail}`));
      });
    });
  }
  return done;
}
