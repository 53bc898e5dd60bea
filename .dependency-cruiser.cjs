/**
 * The import graph's rules (docs/ARCHITECTURE.md, "Layers"), checked by tests/unit/import-graph.test.ts on every
 * `npm test`. More rules that need a file's contents or the folders' graph are checked there.
 */

/** Files under `from` (a path pattern, or { path, pathNot }) never import files under `to`. */
const never = (name, from, to) => ({ name, severity: "error", from: typeof from === "string" ? { path: from } : from, to: { path: to } });

/**
 * A collection behind its one door: only `keeper` (and the indexes, and the models themselves) may import `model` for
 * more than its types, which are the one shape of the record and shared by all.
 */
const door = (name, keeper, model) => ({
  name,
  severity: "error",
  from: { pathNot: `^(${keeper}|lib/db/indexes\\.ts$|models/)` },
  to: { path: `^${model}`, dependencyTypesNot: ["type-only"] },
});

/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    // No import circle between files: each imports only what stands below it.
    { name: "no-circular", severity: "error", from: { path: "^(app|lib|models|components|vocabulary)/" }, to: { circular: true } },
    // Nothing in lib/ (but the HTTP layer itself) imports the HTTP layer, the routes or the UI.
    never("lib-not-upward", { path: "^lib/", pathNot: "^lib/http/" }, "^(lib/http/|app/|components/)"),
    // The models import only the vocabulary below them (issue 66): nothing of lib/, the routes or the UI.
    never("models-not-upward", "^models/", "^(lib/|app/|components/)"),
    // The shared words and stored shapes import nothing of the project but each other (and the catalogues' types).
    never("vocabulary-at-the-bottom", "^vocabulary/", "^(lib|models|app|components|scripts)/"),
    // The order's collections (the order, its packed body, its keys, the open orders): the order's store (issues 36, 50).
    door("order-door", "lib/orders/store/", "models/(Order|OrderBody|OrderKey|OpenOrders)\\.ts$"),
    // A cutting batch is a record of its own (issue 50).
    door("batch-door", "lib/batches/store\\.ts$", "models/Batch\\.ts$"),
    // The order's store is thin (issue 50): it reads, creates, changes by rule and lists; it never calls the workflow,
    // pricing, production or batches, which call it.
    never(
      "workflow-above-store",
      "^lib/orders/store/",
      "^(lib/orders/(workflow|pricing|place|view|attach)\\.ts$|lib/orders/record-scan\\.ts$|lib/batches/(life|store)\\.ts$)",
    ),
    // The order knows nothing of the money services (issue 36): lib/money goes through the order's door, never the other
    // way. The order's own money words are lib/orders/billing.ts; the shop's settings lib/business/.
    never("orders-not-money", "^lib/orders/", "^lib/money/"),
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^\\.next/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
