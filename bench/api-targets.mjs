// The API targets of bench/budgets.json checked against an API load result, in
// one place for bench/api-load.mjs (its own table) and bench/bench.mjs (the summary).

/** Rows of {figure, value, target, ok} for console.table. `api` is what bench/api-load.mjs writes. */
export function apiTargetRows(api, targets) {
  return [
    {
      figure: "services / constant throughput",
      value: api.ratio,
      target: `≥ ${targets.servicesVsConstantRatio}`,
      ok: api.ratio >= targets.servicesVsConstantRatio,
    },
    {
      figure: "services p99 (ms), 50 conns",
      value: api.services.p99Ms,
      target: `< ${targets.servicesP99Ms}`,
      ok: api.services.p99Ms < targets.servicesP99Ms,
    },
    { figure: "services errors", value: api.services.errors, target: "0", ok: api.services.errors === 0 },
    {
      figure: "services p99 under login flood (ms)",
      value: api.servicesUnderFlood.p99Ms,
      target: `< ${targets.servicesP99UnderLoginFloodMs}`,
      ok: api.servicesUnderFlood.p99Ms < targets.servicesP99UnderLoginFloodMs,
    },
    ...(api.signedInUnderRefusalFlood
      ? [
          {
            figure: "signed-in p99 under a refusal flood (ms)",
            value: api.signedInUnderRefusalFlood.p99Ms,
            target: `< ${targets.signedInP99UnderRefusalFloodMs}`,
            ok: api.signedInUnderRefusalFlood.p99Ms < targets.signedInP99UnderRefusalFloodMs,
          },
        ]
      : []),
  ];
}
