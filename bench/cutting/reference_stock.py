"""PackingSolver's variable-sized bin packing for the stock benchmark (bench/cutting/run.ts --stock).

Reads a JSON list of {name, stock: [{length, width, trim, price, quantity}], kerf, parts} from stdin
and prints one JSON line per instance with PackingSolver's cost (rectangleguillotine,
VariableSizedBinPacking, 3 stages, non-exact cuts, the same kerf; each board is its trimmed size).
"""
import json
import sys
import time

import packingsolver.rectangleguillotine as rg

SCALE = 10
TIME_LIMIT = float(sys.argv[1]) if len(sys.argv) > 1 else 5.0


def units(mm):
    return int(round(mm * SCALE))


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
    for p in inst["parts"]:
        b.add_item_type(units(p["length"]), units(p["width"]), oriented=bool(p["grain"]), copies=p["quantity"])
    params = rg.OptimizeParameters()
    params.time_limit = TIME_LIMIT
    params.verbosity_level = 0
    started = time.time()
    sol = rg.optimize(b.build(), params).solution
    complete = sol.feasible() and sol.number_of_items() == pieces
    cost = round(sol.cost()) if complete else None
    return {"name": inst["name"], "cost": cost, "boards": sol.number_of_bins() if complete else None, "seconds": round(time.time() - started, 3)}


def main():
    for inst in json.load(sys.stdin):
        print(json.dumps(solve(inst)), flush=True)


if __name__ == "__main__":
    main()
