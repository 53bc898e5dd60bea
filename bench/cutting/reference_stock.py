"""PackingSolver's variable-sized bin packing for the stock benchmark (bench/cutting/run.ts --stock).

Reads a JSON list of {name, stock: [{length, width, trim, price, quantity}], kerf, parts} from stdin
and prints one JSON line per instance with PackingSolver's cost (rectangleguillotine,
VariableSizedBinPacking, 3 stages, non-exact cuts, the same kerf; each board is its trimmed size).
"""
import json
import sys

import packingsolver.rectangleguillotine as rg

from packingsolver_run import solve_parts, units

TIME_LIMIT = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0


def solve(inst):
    pieces = sum(p["quantity"] for p in inst["parts"])
    b = rg.InstanceBuilder()
    b.set_objective(rg.Objective.VariableSizedBinPacking)
    b.set_cut_thickness(units(inst["kerf"]))
    b.set_number_of_stages(3)
    b.set_cut_type(rg.CutType.NonExact)
    for row in inst["stock"]:
        copies = pieces if row["quantity"] is None else row["quantity"]
        if copies == 0:
            continue
        # A free piece still gets a tiny cost, so that it is not cut for nothing (ours breaks ties on board area).
        b.add_bin_type(units(row["length"] - 2 * row["trim"]), units(row["width"] - 2 * row["trim"]), cost=max(row["price"], 0.001), copies=copies)
    out, seconds, complete = solve_parts(b, inst["parts"], TIME_LIMIT)
    sol = out.solution
    cost = round(sol.cost()) if complete else None
    return {"name": inst["name"], "cost": cost, "boards": sol.number_of_bins() if complete else None, "seconds": seconds}


def main():
    for inst in json.load(sys.stdin):
        print(json.dumps(solve(inst)), flush=True)


if __name__ == "__main__":
    main()
