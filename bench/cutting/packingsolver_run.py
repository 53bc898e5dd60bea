"""What the two PackingSolver references (reference.py, reference_stock.py) share: sizes in the solvers' integer
units, and a built instance's parts added, solved within the time limit, and checked whole."""
import time

import packingsolver.rectangleguillotine as rg

# Tenths of a millimetre: both solvers want integers.
SCALE = 10


def units(mm):
    return int(round(mm * SCALE))


def solve_parts(b, parts, time_limit):
    """Adds `parts` to the builder `b` and optimises: (the solver's output, its seconds, whether every piece is placed)."""
    for p in parts:
        b.add_item_type(units(p["length"]), units(p["width"]), oriented=bool(p["grain"]), copies=p["quantity"])
    params = rg.OptimizeParameters()
    params.time_limit = time_limit
    params.verbosity_level = 0
    started = time.time()
    out = rg.optimize(b.build(), params)
    sol = out.solution
    # No complete solution within the limit: the caller reports none rather than a count of zero boards.
    complete = sol.feasible() and sol.number_of_items() == sum(p["quantity"] for p in parts)
    return out, round(time.time() - started, 3), complete
