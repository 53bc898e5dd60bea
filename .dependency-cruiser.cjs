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
        "The order's collections (the order, its packed body, its keys, the open orders) are read and written only by the order's door, lib/orders/store/ (issue 36); lib/db/indexes.ts builds their indexes.",
      from: { pathNot: "^(lib/orders/store/|lib/db/indexes\\.ts$|models/)" },
      // Their types (OrderDoc, …) are the one shape of an order, shared by all; their models are the door's.
      to: { path: "^models/(Order|OrderBody|OrderKey|OpenOrders|Batch)\\.ts$", dependencyTypesNot: ["type-only"] },
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
