/**
 * The import graph's rules (docs/ARCHITECTURE.md, "Layers"), checked by tests/unit/import-graph.test.ts on every
 * `npm test`. Two more rules that need a file's contents (server-only and client-safe modules) are checked there.
 */
/** @type {import('dependency-cruiser').IConfiguration} */
module.exports = {
  forbidden: [
    {
      name: "no-circular",
      severity: "error",
      comment: "No import circle: each folder imports only the ones below it.",
      from: { path: "^(app|lib|models|components)/" },
      to: { circular: true },
    },
    {
      name: "lib-not-upward",
      severity: "error",
      comment: "Nothing in lib/ (but the HTTP layer itself) imports the HTTP layer, the routes or the UI.",
      from: { path: "^lib/", pathNot: "^lib/http/" },
      to: { path: "^(lib/http/|app/|components/)" },
    },
    {
      name: "models-not-upward",
      severity: "error",
      comment: "Schemas import no routes, UI or HTTP layer.",
      from: { path: "^models/" },
      to: { path: "^(lib/http/|app/|components/|lib/client/)" },
    },
    {
      name: "order-door",
      severity: "error",
      comment:
        "The order's collections (the order, its packed body, its keys, the open orders) are read and written only by the order's store, lib/orders/store/ (issues 36 and 50); lib/db/indexes.ts builds their indexes.",
      from: { pathNot: "^(lib/orders/store/|lib/db/indexes\\.ts$|models/)" },
      // Their types (OrderDoc, …) are the one shape of an order, shared by all; their models are the store's.
      to: { path: "^models/(Order|OrderBody|OrderKey|OpenOrders)\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "batch-door",
      severity: "error",
      comment: "A cutting batch is a record of its own (issue 50): its collection is read and written only by lib/batches/store.ts.",
      from: { pathNot: "^(lib/batches/store\\.ts$|lib/db/indexes\\.ts$|models/)" },
      to: { path: "^models/Batch\\.ts$", dependencyTypesNot: ["type-only"] },
    },
    {
      name: "workflow-above-store",
      severity: "error",
      comment:
        "The order's store is thin (issue 50): it reads, creates, changes by rule and lists; it never calls the workflow, pricing, production or batches, which call it.",
      from: { path: "^lib/orders/store/" },
      to: { path: "^(lib/orders/(workflow|pricing|place|view|attach)\\.ts$|lib/orders/record-scan\\.ts$|lib/batches/(life|store)\\.ts$)" },
    },
    {
      name: "orders-not-money",
      severity: "error",
      comment:
        "The order knows nothing of the money services (issue 36): lib/money goes through the order's door, never the other way. The order's own money words are lib/orders/billing.ts; the shop's settings lib/business/.",
      from: { path: "^lib/orders/" },
      to: { path: "^lib/money/" },
    },
  ],
  options: {
    doNotFollow: { path: "node_modules" },
    exclude: { path: "(^|/)node_modules/|^\\.next/" },
    tsConfig: { fileName: "tsconfig.json" },
    tsPreCompilationDeps: true,
    combinedDependencies: false,
  },
};
