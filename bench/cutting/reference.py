"""Reference solvers for the cutting benchmark (bench/cutting/run.ts starts this).

Reads a JSON list of plan inputs ({name, sheet: {length, width, trim}, kerf,
parts: [{length, width, quantity, grain}]}) from stdin and prints one JSON line
per instance with the sheets used by PackingSolver (rectangleguillotine, bin
packing, unlimited stages) and by rectpack (MaxRects, best short side fit).
Sizes are scaled to tenths of a millimetre, since both solvers want integers.
"""
import json
import sys
import time

import packingsolver.rectangleguillotine as rg
from rectpack import newPacker, PackingMode, PackingBin, MaxRectsBssf, GuillotineBssfSas

from packingsolver_run import solve_parts, units

TIME_LIMIT = float(sys.argv[1]) if len(sys.argv) > 1 else 2.0


def usable(inst):
    s = inst["sheet"]
    return units(s["length"] - 2 * s["trim"]), units(s["width"] - 2 * s["trim"])


def packingsolver_sheets(inst):
    L, W = usable(inst)
    b = rg.InstanceBuilder()
    b.set_objective(rg.Objective.BinPacking)
    b.set_cut_thickness(units(inst["kerf"]))
    b.set_number_of_stages_unlimited()
    b.add_bin_type(L, W, copies=sum(p["quantity"] for p in inst["parts"]))
    out, seconds, complete = solve_parts(b, inst["parts"], TIME_LIMIT)
    return {"sheets": out.solution.number_of_bins() if complete else None, "seconds": seconds, "optimal": bool(out.is_proven_optimal())}


def rectpack_sheets(inst):
    k = units(inst["kerf"])
    L, W = usable(inst)
    # rectpack turns every rectangle or none: allow turning only when no part is grain-locked.
    rotation = not any(p["grain"] for p in inst["parts"])
    best = None
    started = time.time()
    for algo in (MaxRectsBssf, GuillotineBssfSas):
        packer = newPacker(mode=PackingMode.Offline, bin_algo=PackingBin.BFF, pack_algo=algo, rotation=rotation)
        packer.add_bin(L + k, W + k, count=float("inf"))
        for p in inst["parts"]:
            for _ in range(p["quantity"]):
                packer.add_rect(units(p["length"]) + k, units(p["width"]) + k)
        packer.pack()
        n = len(packer)
        best = n if best is None else min(best, n)
    return {"sheets": best, "seconds": round(time.time() - started, 3)}


def main():
    instances = json.load(sys.stdin)
    for inst in instances:
        print(json.dumps({"name": inst["name"], "packingsolver": packingsolver_sheets(inst), "rectpack": rectpack_sheets(inst)}), flush=True)


if __name__ == "__main__":
    main()
